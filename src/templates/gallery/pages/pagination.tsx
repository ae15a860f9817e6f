import { Pagination, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

export default function PaginationPage() {
    const [page, setPage] = useState(3);
    const [tablePage, setTablePage] = useState(0);
    const [rows, setRows] = useState(15);
    return (
        <>
            <Section title="گونه‌ها و شکل‌ها">
                <Stack spacing={2}>
                    <Pagination count={10} />
                    <Pagination count={10} variant="outlined" />
                    <Pagination count={10} shape="rounded" />
                    <Pagination count={10} variant="outlined" shape="rounded" />
                </Stack>
            </Section>
            <Section title="رنگ‌ها و اندازه‌ها">
                <Stack spacing={2}>
                    {(['primary', 'secondary', 'standard'] as const).map(c => <Pagination key={c} count={5} color={c} />)}
                    <Pagination count={5} size="small" />
                    <Pagination count={5} size="large" />
                </Stack>
            </Section>
            <Section title="کنترل‌شده با نخستین و واپسین">
                <Stack spacing={1}>
                    <Typography>صفحه‌ی {formatNumber(page)} از {formatNumber(20)}</Typography>
                    <Pagination count={20} page={page} onChange={(_, p) => setPage(p)} showFirstButton showLastButton siblingCount={0} />
                </Stack>
            </Section>
            <Section title="صفحه‌بندی جدول" description="اندازه‌ی صفحه‌ی پیش‌فرض ۱۵ با گزینه‌های ۵، ۱۰، ۱۵ و ۲۵.">
                <TablePagination
                    component="div"
                    count={248}
                    page={tablePage}
                    onPageChange={(_, p) => setTablePage(p)}
                    rowsPerPage={rows}
                    rowsPerPageOptions={[5, 10, 15, 25]}
                    onRowsPerPageChange={e => { setRows(Number(e.target.value)); setTablePage(0); }}
                    labelDisplayedRows={({ from, to, count }) => `${formatNumber(from)}–${formatNumber(to)} از ${formatNumber(count)}`}
                    sx={{ maxWidth: '100%', overflow: 'auto' }}
                />
            </Section>
        </>
    );
}
