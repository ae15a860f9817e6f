import Print from '@mui/icons-material/PrintOutlined';
import {
    Box, Button, Card, Chip, Divider, GlobalStyles, Grid, MenuItem, Select, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import type { Invoice } from '../mock/data/user';
import { faDate, faNumber, toman } from '../shared/format';
import { KitError, KitLoading, KitPage } from '../shared/KitPage';
import { useKitQuery } from '../shared/useKitQuery';
import { LAST_ORDER_KEY } from './lastOrder';

const STATUS = { paid: { label: 'پرداخت‌شده', color: 'success' }, unpaid: { label: 'پرداخت‌نشده', color: 'warning' }, overdue: { label: 'سررسید گذشته', color: 'error' } } as const;

function readLastOrder(): Invoice | null {
    try {
        const value = JSON.parse(localStorage.getItem(LAST_ORDER_KEY) ?? 'null') as Invoice | null;
        return value && Array.isArray(value.items) ? value : null;
    } catch {
        return null;
    }
}

/** Cart totals: subtotal minus discount plus shipping (plus taxes when there are any). */
export const invoiceTotals = (invoice: Invoice) => {
    const subtotal = invoice.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    return { subtotal, total: subtotal - invoice.discount + invoice.shipping + invoice.taxes };
};

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
    const { subtotal, total } = invoiceTotals(invoice);
    return (
        <Card sx={{ p: { xs: 2, sm: 4 } }} className="kit-invoice">
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', mb: 3, gap: 2 }}>
                <Box>
                    <Typography variant="h6" component="h2">فاکتور <bdi dir="ltr">{invoice.invoiceNumber}</bdi></Typography>
                    <Typography variant="body2" color="text.secondary">تاریخ: {faDate(invoice.createdAt)}</Typography>
                </Box>
                <Chip label={STATUS[invoice.status].label} color={STATUS[invoice.status].color} sx={{ alignSelf: 'flex-start' }} />
            </Stack>
            <Grid container spacing={3} sx={{ mb: 3 }}>
                {[['فروشنده', invoice.invoiceFrom], ['خریدار', invoice.invoiceTo]].map(([title, party]) => {
                    const p = party as Invoice['invoiceFrom'];
                    return (
                        <Grid key={title as string} size={{ xs: 12, sm: 6 }}>
                            <Typography variant="overline" color="text.secondary">{title as string}</Typography>
                            <Typography variant="subtitle2" component="p">{p.name}</Typography>
                            <Typography variant="body2">{[p.city, p.street].filter(Boolean).join('، ')}</Typography>
                            <Typography variant="body2" dir="ltr" sx={{ textAlign: 'left' }}>{p.phone}</Typography>
                        </Grid>
                    );
                })}
            </Grid>
            <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="اقلام فاکتور">
                    <TableHead>
                        <TableRow>
                            <TableCell>#</TableCell>
                            <TableCell>شرح</TableCell>
                            <TableCell align="left">تعداد</TableCell>
                            <TableCell align="left" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>قیمت واحد</TableCell>
                            <TableCell align="left">جمع</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {invoice.items.map((item, index) => (
                            <TableRow key={item.id}>
                                <TableCell>{faNumber(index + 1)}</TableCell>
                                <TableCell>{item.title}</TableCell>
                                <TableCell align="left">{faNumber(item.quantity)}</TableCell>
                                <TableCell align="left" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{faNumber(item.price)}</TableCell>
                                <TableCell align="left">{faNumber(item.price * item.quantity)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
            <Stack spacing={1} sx={{ mt: 3, ml: 'auto', maxWidth: 320 }} aria-label="جمع فاکتور" role="group">
                {[
                    ['جمع کالاها', toman(subtotal)],
                    ['تخفیف', invoice.discount ? `− ${toman(invoice.discount)}` : '—'],
                    ['هزینهٔ ارسال', invoice.shipping ? toman(invoice.shipping) : 'رایگان'],
                ].map(([label, value]) => (
                    <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
                        <Typography variant="body2" color="text.secondary">{label}</Typography>
                        <Typography variant="body2">{value}</Typography>
                    </Stack>
                ))}
                <Divider />
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>مبلغ نهایی</Typography>
                    <Typography variant="subtitle1" sx={{ fontWeight: 700 }} aria-label={`مبلغ نهایی: ${toman(total)}`}>{toman(total)}</Typography>
                </Stack>
            </Stack>
        </Card>
    );
}

/** `/kit/invoice`: the order placed last at checkout, or a sample invoice; printable. */
export default function InvoiceApp() {
    const [lastOrder] = useState(readLastOrder);
    const { data, error, isPending, refetch } = useKitQuery<{ invoices: Invoice[] }>(['user', 'invoices'], '/api/user/account/invoices');
    const invoices = useMemo(() => [...(lastOrder ? [lastOrder] : []), ...(data?.invoices ?? [])], [lastOrder, data]);
    const [selected, setSelected] = useState('');
    const invoice = invoices.find(item => item.id === selected) ?? invoices[0];
    return (
        <KitPage
            title="فاکتور"
            crumbs={[{ label: 'فروشگاه', to: '/kit/shop' }, { label: 'فاکتور' }]}
            action={
                <Stack direction="row" spacing={1} className="kit-no-print">
                    {invoices.length > 1 && (
                        <Select size="small" value={invoice?.id ?? ''} onChange={e => setSelected(e.target.value)} inputProps={{ 'aria-label': 'فاکتور' }}>
                            {invoices.map(item => <MenuItem key={item.id} value={item.id}>{item.invoiceNumber}</MenuItem>)}
                        </Select>
                    )}
                    <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>چاپ</Button>
                </Stack>
            }
        >
            {/* Printing shows the invoice alone: no admin bars, menus or buttons. */}
            <GlobalStyles styles={{ '@media print': { 'header, nav, .RaSidebar-root, .MuiAppBar-root, .kit-no-print, .MuiBreadcrumbs-root, .MuiFab-root': { display: 'none !important' }, '.kit-invoice': { boxShadow: 'none !important' } } }} />
            {invoice ? <InvoiceSheet invoice={invoice} /> : isPending ? <KitLoading /> : <KitError error={error} onRetry={() => void refetch()} />}
        </KitPage>
    );
}
