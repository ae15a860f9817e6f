import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import {
    Alert, Badge, Box, Button, Card, CardActionArea, CardContent, CardMedia, Chip, FormControl, Grid, IconButton, InputLabel, MenuItem,
    Rating, Select, Stack, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink, Route, Routes, useParams } from 'react-router-dom';
import { PRODUCT_CATEGORIES, type KitProduct } from '../mock/data/products';
import { faNumber, toman } from '../shared/format';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';
import { cart, useCart } from './cart';

const SORTS = {
    featured: { label: 'پیشنهادی', compare: (a: KitProduct, b: KitProduct) => b.sold - a.sold },
    newest: { label: 'تازه‌ترین', compare: (a: KitProduct, b: KitProduct) => b.createdAt.localeCompare(a.createdAt) },
    priceAsc: { label: 'ارزان‌ترین', compare: (a: KitProduct, b: KitProduct) => (a.priceSale ?? a.price) - (b.priceSale ?? b.price) },
    priceDesc: { label: 'گران‌ترین', compare: (a: KitProduct, b: KitProduct) => (b.priceSale ?? b.price) - (a.priceSale ?? a.price) },
} as const;
const STOCK = { in_stock: 'موجود', low_stock: 'رو به اتمام', out_of_stock: 'ناموجود' } as const;

const CartButton = () => {
    const lines = useCart();
    const count = lines.reduce((sum, line) => sum + line.quantity, 0);
    return (
        <IconButton component={RouterLink} to="/kit/checkout" color="primary" aria-label={`سبد خرید، ${faNumber(count)} کالا`}>
            <Badge badgeContent={faNumber(count)} invisible={count === 0} color="error">
                <ShoppingCart />
            </Badge>
        </IconButton>
    );
};

const Price = ({ product }: { product: KitProduct }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        {product.priceSale !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                {faNumber(product.price)}
            </Typography>
        )}
        <Typography variant="subtitle2" component="p">{toman(product.priceSale ?? product.price)}</Typography>
    </Stack>
);

function ShopList() {
    const { data, error, isPending, refetch } = useKitQuery<{ products: KitProduct[] }>(['products'], '/api/products');
    const [category, setCategory] = useState<string>('all');
    const [gender, setGender] = useState<string[]>([]);
    const [sort, setSort] = useState<keyof typeof SORTS>('featured');
    const products = useMemo(
        () =>
            (data?.products ?? [])
                .filter(product => category === 'all' || product.category === category)
                .filter(product => gender.length === 0 || gender.includes(product.gender))
                .sort(SORTS[sort].compare),
        [data, category, gender, sort],
    );
    return (
        <KitPage title="فروشگاه" crumbs={[{ label: 'فروشگاه' }]} action={<CartButton />}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
                <FormControl size="small" sx={{ minWidth: 160 }}>
                    <InputLabel id="shop-category">دسته</InputLabel>
                    <Select labelId="shop-category" label="دسته" value={category} onChange={e => setCategory(e.target.value)}>
                        <MenuItem value="all">همه</MenuItem>
                        {PRODUCT_CATEGORIES.map(item => <MenuItem key={item} value={item}>{item}</MenuItem>)}
                    </Select>
                </FormControl>
                <ToggleButtonGroup size="small" value={gender} onChange={(_, value: string[]) => setGender(value)} aria-label="برای">
                    {['زنانه', 'مردانه', 'بچگانه'].map(item => <ToggleButton key={item} value={item}>{item}</ToggleButton>)}
                </ToggleButtonGroup>
                <Box sx={{ flex: 1 }} />
                <FormControl size="small" sx={{ minWidth: 160 }}>
                    <InputLabel id="shop-sort">ترتیب</InputLabel>
                    <Select labelId="shop-sort" label="ترتیب" value={sort} onChange={e => setSort(e.target.value as keyof typeof SORTS)}>
                        {Object.entries(SORTS).map(([key, item]) => <MenuItem key={key} value={key}>{item.label}</MenuItem>)}
                    </Select>
                </FormControl>
            </Stack>
            {isPending ? (
                <KitLoading />
            ) : error ? (
                <KitError error={error} onRetry={() => void refetch()} />
            ) : (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
                        {faNumber(products.length)} محصول
                    </Typography>
                    <Grid container spacing={3}>
                        {products.map(product => (
                            <Grid key={product.id} size={{ xs: 6, sm: 4, md: 3 }}>
                                <Card sx={{ height: '100%' }}>
                                    <CardActionArea component={RouterLink} to={`/kit/shop/${product.id}`} sx={{ height: '100%' }}>
                                        <Box sx={{ position: 'relative' }}>
                                            <CardMedia component="img" image={product.cover} alt="" sx={{ aspectRatio: '1' }} />
                                            {product.status && (
                                                <Chip size="small" color={product.status === 'sale' ? 'error' : 'info'} label={product.status === 'sale' ? 'حراج' : 'تازه'} sx={{ position: 'absolute', top: 8, right: 8 }} />
                                            )}
                                        </Box>
                                        <CardContent>
                                            <Typography variant="subtitle2" component="h2" noWrap>{product.name}</Typography>
                                            <Price product={product} />
                                        </CardContent>
                                    </CardActionArea>
                                </Card>
                            </Grid>
                        ))}
                    </Grid>
                    {products.length === 0 && <Alert severity="info">محصولی با این فیلترها نیست.</Alert>}
                </>
            )}
        </KitPage>
    );
}

function ProductPage() {
    const { id = '' } = useParams();
    const { data, error, isPending, refetch } = useKitQuery<{ product: KitProduct }>(['product', id], '/api/products/product', { id });
    const [image, setImage] = useState(0);
    const [added, setAdded] = useState(false);
    const product = data?.product;
    return (
        <KitPage title={product?.name ?? 'محصول'} crumbs={[{ label: 'فروشگاه', to: '/kit/shop' }, { label: 'محصول' }]} action={<CartButton />}>
            {isPending ? (
                <KitLoading />
            ) : error || !product ? (
                <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <KitError error={error} onRetry={() => void refetch()} />
                    <Button component={RouterLink} to="/kit/shop">بازگشت به فروشگاه</Button>
                </Stack>
            ) : (
                <Card>
                    <Grid container spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
                        <Grid size={{ xs: 12, md: 6 }}>
                            <Box component="img" src={product.images[image]} alt="" sx={{ width: '100%', borderRadius: 2, aspectRatio: '4 / 3', objectFit: 'cover' }} />
                            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                                {product.images.map((src, index) => (
                                    <Box key={src} component="button" type="button" aria-label={`تصویر ${faNumber(index + 1)}`} onClick={() => setImage(index)} sx={{ p: 0, border: 2, borderColor: index === image ? 'primary.main' : 'transparent', borderRadius: 1, cursor: 'pointer', bgcolor: 'transparent' }}>
                                        <Box component="img" src={src} alt="" sx={{ width: 64, height: 48, display: 'block', borderRadius: 0.5 }} />
                                    </Box>
                                ))}
                            </Stack>
                        </Grid>
                        <Grid size={{ xs: 12, md: 6 }}>
                            <Stack spacing={2}>
                                <Chip label={STOCK[product.inventoryType]} color={product.inventoryType === 'in_stock' ? 'success' : product.inventoryType === 'low_stock' ? 'warning' : 'error'} sx={{ alignSelf: 'flex-start' }} />
                                <Typography variant="h5" component="h2">{product.name}</Typography>
                                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                    <Rating value={product.totalRating} precision={0.1} readOnly size="small" />
                                    <Typography variant="body2" color="text.secondary">({faNumber(product.totalReview)} نظر)</Typography>
                                </Stack>
                                <Price product={product} />
                                <Typography color="text.secondary">{product.description}</Typography>
                                <Typography variant="body2">کد: <bdi dir="ltr">{product.code}</bdi> — دسته: {product.category} — {product.gender}</Typography>
                                <Button
                                    variant="contained"
                                    size="large"
                                    startIcon={<AddShoppingCart />}
                                    disabled={product.available === 0}
                                    onClick={() => {
                                        cart.add({ id: product.id, name: product.name, cover: product.cover, price: product.priceSale ?? product.price, available: product.available });
                                        setAdded(true);
                                    }}
                                >
                                    {product.available === 0 ? 'ناموجود' : 'افزودن به سبد'}
                                </Button>
                                {added && (
                                    <Alert severity="success" action={<Button component={RouterLink} to="/kit/checkout" color="inherit" size="small">تکمیل خرید</Button>}>
                                        به سبد خرید افزوده شد.
                                    </Alert>
                                )}
                            </Stack>
                        </Grid>
                    </Grid>
                </Card>
            )}
        </KitPage>
    );
}

/** `/kit/shop` (grid, filters, sort) and `/kit/shop/:id` (product page). */
export default function ShopApp() {
    return (
        <Routes>
            <Route index element={<ShopList />} />
            <Route path=":id" element={<ProductPage />} />
        </Routes>
    );
}
