import { Box, Checkbox, FormControlLabel, Paper, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TableSortLabel, Toolbar, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';
import { formatDate } from '../../../i18n/dates';
import { people, products, seeded } from '../sample';

interface Row { id: number; customer: string; product: string; grams: number; price: number; date: number }

const rows: Row[] = (() => {
    const random = seeded(7);
    return Array.from({ length: 32 }, (_, i) => ({
        id: 1000 + i,
        customer: people[i % people.length],
        product: products[Math.floor(random() * products.length)],
        grams: Math.round(random() * 500) / 10,
        price: Math.round(20 + random() * 400) * 100000,
        date: Date.UTC(2026, 10, 22) - i * 86400000 * 2,
    }));
})();

type Key = keyof Row;
const columns: { key: Key; label: string; numeric?: boolean; format?: (v: number | string) => string }[] = [
    { key: 'id', label: 'شماره', numeric: true, format: v => formatNumber(Number(v)).replace(/٬/g, '') },
    { key: 'customer', label: 'مشتری' },
    { key: 'product', label: 'محصول' },
    { key: 'grams', label: 'وزن (گرم)', numeric: true, format: v => formatNumber(Number(v)) },
    { key: 'price', label: 'مبلغ (ریال)', numeric: true, format: v => formatNumber(Number(v)) },
    { key: 'date', label: 'تاریخ', format: v => formatDate(Number(v)) },
];

export default function TablePage() {
    const [order, setOrder] = useState<'asc' | 'desc'>('desc');
    const [orderBy, setOrderBy] = useState<Key>('date');
    const [selected, setSelected] = useState<number[]>([]);
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(5);
    const [dense, setDense] = useState(false);
    const sorted = useMemo(() => [...rows].sort((a, b) => {
        const x = a[orderBy], y = b[orderBy];
        const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fa');
        return order === 'asc' ? c : -c;
    }), [order, orderBy]);
    const visible = sorted.slice(page * perPage, page * perPage + perPage);
    const sortBy = (key: Key) => { setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc'); setOrderBy(key); };
    const toggle = (id: number) => setSelected(s => (s.includes(id) ? s.filter(x => x !== id) : [...s, id]));
    return (
        <>
            <Section title="مرتب‌سازی، انتخاب و صفحه‌بندی">
                <Paper variant="outlined" sx={{ width: '100%', minWidth: 0 }}>
                    <Toolbar sx={{ gap: 1, ...(selected.length > 0 && { bgcolor: 'action.selected' }) }}>
                        <Typography sx={{ flex: 1 }} variant="subtitle1" component="div">
                            {selected.length > 0 ? `${formatNumber(selected.length)} ردیف انتخاب شد` : 'سفارش‌ها'}
                        </Typography>
                    </Toolbar>
                    <TableContainer sx={{ overflowX: 'auto' }}>
                        <Table size={dense ? 'small' : 'medium'} sx={{ minWidth: 640 }}>
                            <TableHead>
                                <TableRow>
                                    <TableCell padding="checkbox">
                                        <Checkbox indeterminate={selected.length > 0 && selected.length < rows.length} checked={selected.length === rows.length}
                                            onChange={e => setSelected(e.target.checked ? rows.map(r => r.id) : [])} slotProps={{ input: { 'aria-label': 'انتخاب همه' } }} />
                                    </TableCell>
                                    {columns.map(c => (
                                        <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sortDirection={orderBy === c.key ? order : false}>
                                            <TableSortLabel active={orderBy === c.key} direction={orderBy === c.key ? order : 'asc'} onClick={() => sortBy(c.key)}>{c.label}</TableSortLabel>
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {visible.map(row => (
                                    <TableRow key={row.id} hover selected={selected.includes(row.id)} onClick={() => toggle(row.id)} sx={{ cursor: 'pointer' }}>
                                        <TableCell padding="checkbox"><Checkbox checked={selected.includes(row.id)} slotProps={{ input: { 'aria-label': `انتخاب ${formatNumber(row.id)}` } }} /></TableCell>
                                        {columns.map(c => (
                                            <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>{c.format ? c.format(row[c.key]) : row[c.key]}</TableCell>
                                        ))}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    <TablePagination component="div" count={rows.length} page={page} onPageChange={(_, p) => setPage(p)} rowsPerPage={perPage} rowsPerPageOptions={[5, 10, 15, 25]}
                        onRowsPerPageChange={e => { setPerPage(Number(e.target.value)); setPage(0); }}
                        labelDisplayedRows={({ from, to, count }) => `${formatNumber(from)}–${formatNumber(to)} از ${formatNumber(count)}`} />
                </Paper>
                <FormControlLabel control={<Switch checked={dense} onChange={e => setDense(e.target.checked)} />} label="فشرده" />
            </Section>
            <Section title="ساده با جمع">
                <Box sx={{ width: '100%', overflowX: 'auto' }}>
                    <Table size="small" aria-label="جمع فروش">
                        <TableHead><TableRow><TableCell>محصول</TableCell><TableCell align="right">تعداد</TableCell></TableRow></TableHead>
                        <TableBody>
                            {products.slice(0, 4).map((p, i) => <TableRow key={p}><TableCell>{p}</TableCell><TableCell align="right">{formatNumber((i + 2) * 7)}</TableCell></TableRow>)}
                            <TableRow><TableCell sx={{ fontWeight: 700 }}>جمع</TableCell><TableCell align="right" sx={{ fontWeight: 700 }}>{formatNumber(98)}</TableCell></TableRow>
                        </TableBody>
                    </Table>
                </Box>
            </Section>
        </>
    );
}
