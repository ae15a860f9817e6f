import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
    Alert, Box, Button, Card, CardContent, Divider, FormControlLabel, Grid, IconButton, Radio, RadioGroup, Stack, Step, StepLabel, Stepper, TextField, Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Invoice } from '../mock/data/user';
import { faNumber, toman } from '../shared/format';
import { KitPage } from '../shared/KitPage';
import { cart, cartTotals, DISCOUNT_CODES, SHIPPING_OPTIONS, useCart } from './cart';
import { LAST_ORDER_KEY } from './lastOrder';

const STEPS = ['سبد خرید', 'نشانی و ارسال', 'پرداخت'];
const MOBILE = /^09\d{9}$/;
const toLatin = (text: string) => text.replace(/[۰-۹]/g, d => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[٠-٩]/g, d => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));

/** `/kit/checkout`: cart → address and shipping → payment, totals = subtotal − discount + shipping. */
export default function CheckoutApp() {
    const lines = useCart();
    const navigate = useNavigate();
    const [step, setStep] = useState(0);
    const [code, setCode] = useState('');
    const [rate, setRate] = useState(0);
    const [codeError, setCodeError] = useState('');
    const [shippingId, setShippingId] = useState<string>(SHIPPING_OPTIONS[0].id);
    const [address, setAddress] = useState({ name: '', phone: '', city: '', street: '' });
    const [addressErrors, setAddressErrors] = useState<Partial<Record<keyof typeof address, string>>>({});
    const [payment, setPayment] = useState('online');
    const shipping = SHIPPING_OPTIONS.find(option => option.id === shippingId)?.price ?? 0;
    const totals = cartTotals(lines, rate, step >= 1 ? shipping : 0);

    const applyCode = () => {
        const found = DISCOUNT_CODES[code.trim().toUpperCase()];
        if (found === undefined) {
            setCodeError('این کد تخفیف معتبر نیست.');
            setRate(0);
        } else {
            setCodeError('');
            setRate(found);
        }
    };
    const checkAddress = () => {
        const errors: typeof addressErrors = {};
        if (!address.name.trim()) errors.name = 'نام گیرنده را بنویسید.';
        if (!MOBILE.test(toLatin(address.phone.trim()))) errors.phone = 'شمارهٔ همراه باید با ۰۹ شروع شود و ۱۱ رقم باشد.';
        if (!address.city.trim()) errors.city = 'شهر را بنویسید.';
        if (!address.street.trim()) errors.street = 'نشانی را بنویسید.';
        setAddressErrors(errors);
        return Object.keys(errors).length === 0;
    };
    const complete = () => {
        const now = new Date();
        const invoice: Invoice = {
            id: `order-${now.getTime()}`,
            invoiceNumber: `INV-${String(now.getTime()).slice(-5)}`,
            createdAt: now.toISOString(),
            dueDate: now.toISOString(),
            status: payment === 'online' ? 'paid' : 'unpaid',
            invoiceFrom: { id: 'shop', name: 'فروشگاه نمونهٔ زر', phone: '02191001234', country: 'ایران', state: 'تهران', city: 'تهران', street: 'خیابان ولیعصر', zipCode: '1415913311' },
            invoiceTo: { id: 'buyer', name: address.name.trim(), phone: toLatin(address.phone.trim()), country: 'ایران', state: address.city.trim(), city: address.city.trim(), street: address.street.trim(), zipCode: '' },
            items: lines.map(line => ({ id: line.id, title: line.name, description: '', quantity: line.quantity, price: line.price })),
            discount: totals.discount,
            shipping: totals.shipping,
            taxes: 0,
        };
        localStorage.setItem(LAST_ORDER_KEY, JSON.stringify(invoice));
        cart.clear();
        navigate('/kit/invoice');
    };

    const summary = (
        <Card>
            <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>خلاصهٔ سفارش</Typography>
                <Stack spacing={1.5} aria-label="جمع سفارش" role="group">
                    <Row label="جمع کالاها" value={toman(totals.subtotal)} />
                    <Row label="تخفیف" value={totals.discount ? `− ${toman(totals.discount)}` : '—'} />
                    <Row label="هزینهٔ ارسال" value={step >= 1 ? (totals.shipping ? toman(totals.shipping) : 'رایگان') : '—'} />
                    <Divider />
                    <Row label="مبلغ نهایی" value={toman(totals.total)} strong />
                </Stack>
                {step === 0 && (
                    <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
                        <TextField size="small" label="کد تخفیف" value={code} onChange={e => setCode(e.target.value)} error={!!codeError} helperText={codeError || (rate ? `${faNumber(rate * 100)}٪ تخفیف اعمال شد.` : 'مثلاً ZAR10')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
                        <Button variant="outlined" onClick={applyCode}>اعمال</Button>
                    </Stack>
                )}
            </CardContent>
        </Card>
    );

    return (
        <KitPage title="تکمیل خرید" crumbs={[{ label: 'فروشگاه', to: '/kit/shop' }, { label: 'تکمیل خرید' }]}>
            <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
                {STEPS.map(label => (
                    <Step key={label}>
                        <StepLabel>{label}</StepLabel>
                    </Step>
                ))}
            </Stepper>
            {lines.length === 0 ? (
                <Alert severity="info" action={<Button component={RouterLink} to="/kit/shop" color="inherit">فروشگاه</Button>}>
                    سبد خرید خالی است.
                </Alert>
            ) : (
                <Grid container spacing={3}>
                    <Grid size={{ xs: 12, md: 8 }}>
                        <Card>
                            <CardContent>
                                {step === 0 && (
                                    <Stack spacing={2} divider={<Divider />}>
                                        {lines.map(line => (
                                            <Stack key={line.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                                                <Box component="img" src={line.cover} alt="" sx={{ width: 56, height: 56, borderRadius: 1 }} />
                                                <Box sx={{ flex: 1, minWidth: 0 }}>
                                                    <Typography variant="subtitle2" component="p" noWrap>{line.name}</Typography>
                                                    <Typography variant="body2" color="text.secondary">{toman(line.price)}</Typography>
                                                </Box>
                                                <TextField
                                                    type="number"
                                                    size="small"
                                                    label="تعداد"
                                                    value={line.quantity}
                                                    onChange={e => cart.setQuantity(line.id, Number(e.target.value) || 1)}
                                                    slotProps={{ htmlInput: { min: 1, max: line.available, 'aria-label': `تعداد ${line.name}` } }}
                                                    sx={{ width: 80 }}
                                                />
                                                <IconButton aria-label={`حذف ${line.name}`} onClick={() => cart.remove(line.id)}><DeleteOutline /></IconButton>
                                            </Stack>
                                        ))}
                                    </Stack>
                                )}
                                {step === 1 && (
                                    <Stack spacing={2}>
                                        <Typography variant="h6" component="h2">نشانی گیرنده</Typography>
                                        {(['name', 'phone', 'city', 'street'] as const).map(field => (
                                            <TextField
                                                key={field}
                                                label={{ name: 'نام گیرنده', phone: 'شمارهٔ همراه', city: 'شهر', street: 'نشانی' }[field]}
                                                value={address[field]}
                                                onChange={e => setAddress(current => ({ ...current, [field]: e.target.value }))}
                                                error={!!addressErrors[field]}
                                                helperText={addressErrors[field]}
                                                slotProps={field === 'phone' ? { htmlInput: { dir: 'ltr', inputMode: 'tel' } } : undefined}
                                            />
                                        ))}
                                        <Typography variant="h6" component="h2">روش ارسال</Typography>
                                        <RadioGroup value={shippingId} onChange={e => setShippingId(e.target.value)}>
                                            {SHIPPING_OPTIONS.map(option => (
                                                <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={`${option.label} — ${option.price ? toman(option.price) : 'رایگان'}`} />
                                            ))}
                                        </RadioGroup>
                                    </Stack>
                                )}
                                {step === 2 && (
                                    <Stack spacing={2}>
                                        <Typography variant="h6" component="h2">روش پرداخت</Typography>
                                        <RadioGroup value={payment} onChange={e => setPayment(e.target.value)}>
                                            <FormControlLabel value="online" control={<Radio />} label="پرداخت اینترنتی" />
                                            <FormControlLabel value="cash" control={<Radio />} label="پرداخت در محل" />
                                        </RadioGroup>
                                        <Typography variant="body2" color="text.secondary">ارسال به: {address.name}، {address.city}، {address.street}</Typography>
                                    </Stack>
                                )}
                                <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
                                    <Button disabled={step === 0} onClick={() => setStep(step - 1)}>مرحلهٔ قبل</Button>
                                    {step < 2 ? (
                                        <Button variant="contained" onClick={() => (step === 1 && !checkAddress() ? undefined : setStep(step + 1))}>ادامه</Button>
                                    ) : (
                                        <Button variant="contained" onClick={complete}>ثبت سفارش</Button>
                                    )}
                                </Stack>
                            </CardContent>
                        </Card>
                    </Grid>
                    <Grid size={{ xs: 12, md: 4 }}>{summary}</Grid>
                </Grid>
            )}
        </KitPage>
    );
}

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }} aria-label={`${label}: ${value}`}>{value}</Typography>
    </Stack>
);
