import { Box, Chip } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { faIR } from '@mui/x-data-grid/locales';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';
import { formatDate } from '../../../i18n/dates';
import { people, products, provinces, seeded } from '../sample';

/** MUI X's Persian grid texts, with the pagination's "1–10 of 60" (English in its fa-IR pack) in Persian. */
const localeText = {
    ...faIR.components.MuiDataGrid.defaultProps.localeText,
    paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        `${formatNumber(from)}–${formatNumber(to)} از ${count === -1 ? 'بیش از ' + formatNumber(to) : formatNumber(count)}`,
};

interface Row { id: number; customer: string; province: string; product: string; grams: number; amount: number; status: 'pending' | 'approved' | 'rejected'; date: Date }

const statusLabel = { pending: 'در انتظار', approved: 'تأییدشده', rejected: 'ردشده' } as const;
const statusColour = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

const rows: Row[] = (() => {
    const random = seeded(42);
    const statuses = ['pending', 'approved', 'rejected'] as const;
    return Array.from({ length: 60 }, (_, i) => ({
        id: 2000 + i,
        customer: people[Math.floor(random() * people.length)],
        province: provinces[Math.floor(random() * provinces.length)],
        product: products[Math.floor(random() * products.length)],
        grams: Math.round(random() * 1000) / 10,
        amount: Math.round(10 + random() * 900) * 100000,
        status: statuses[Math.floor(random() * 3)],
        date: new Date(Date.UTC(2026, 10, 22) - i * 86400000 * 1.5),
    }));
})();

const columns: GridColDef<Row>[] = [
    { field: 'id', headerName: 'شماره', width: 90, valueFormatter: (v: number) => formatNumber(v).replace(/٬/g, '') },
    { field: 'customer', headerName: 'مشتری', flex: 1, minWidth: 130 },
    { field: 'province', headerName: 'استان', width: 130 },
    { field: 'product', headerName: 'محصول', width: 130 },
    { field: 'grams', headerName: 'وزن (گرم)', type: 'number', width: 110, valueFormatter: (v: number) => formatNumber(v) },
    { field: 'amount', headerName: 'مبلغ (ریال)', type: 'number', width: 150, valueFormatter: (v: number) => formatNumber(v) },
    {
        field: 'status', headerName: 'وضعیت', width: 120, type: 'singleSelect',
        valueOptions: Object.entries(statusLabel).map(([value, label]) => ({ value, label })),
        renderCell: ({ value }) => <Chip size="small" variant="outlined" color={statusColour[value as Row['status']]} label={statusLabel[value as Row['status']]} />,
    },
    { field: 'date', headerName: 'تاریخ', type: 'date', width: 140, valueFormatter: (v: Date) => formatDate(v) },
];

export default function DataGridPage() {
    return (
        <>
            <Section title="مرتب‌سازی، پالایش، انتخاب و صفحه‌بندی" description="متن‌های جدول با بسته‌ی فارسی MUI X.">
                <Box sx={{ width: '100%', minWidth: 0, height: 520 }}>
                    <DataGrid
                        rows={rows}
                        columns={columns}
                        localeText={localeText}
                        checkboxSelection
                        disableRowSelectionOnClick
                        initialState={{ pagination: { paginationModel: { pageSize: 10 } }, sorting: { sortModel: [{ field: 'date', sort: 'desc' }] } }}
                        pageSizeOptions={[5, 10, 25]}
                        showToolbar
                    />
                </Box>
            </Section>
            <Section title="فشرده و بی‌صفحه">
                <Box sx={{ width: '100%', minWidth: 0, height: 300 }}>
                    <DataGrid rows={rows.slice(0, 20)} columns={columns.slice(0, 5)} localeText={localeText} density="compact" hideFooter />
                </Box>
            </Section>
        </>
    );
}
