import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import {
    Avatar,
    Box,
    Card,
    CardContent,
    CardHeader,
    Chip,
    List,
    ListItem,
    ListItemAvatar,
    ListItemText,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
    useTheme,
    type SxProps,
    type Theme,
} from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { ReactNode } from 'react';
import { formatNumber } from '../../i18n/format';
import { statusLabels, type Stat, type Status } from './data';

export const fa = (v: number | null) => (v == null ? '' : formatNumber(v));
export const percent = (v: number) => `${formatNumber(Math.abs(v))}٪`;

/** A figure with its change and a spark line. */
export function StatCard({ stat, color = 'primary' }: { stat: Stat; color?: 'primary' | 'secondary' | 'info' | 'warning' | 'error' | 'success' }) {
    const theme = useTheme();
    const up = stat.change >= 0;
    return (
        <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2" color="text.secondary">{stat.title}</Typography>
                    <Typography variant="h5" component="p" sx={{ my: 0.5, fontWeight: 800 }}>
                        {fa(stat.value)} {stat.unit && <Typography component="span" variant="caption">{stat.unit}</Typography>}
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: up ? 'success.main' : 'error.main' }}>
                        {up ? <TrendingUp fontSize="small" sx={{ transform: 'scaleX(-1)' }} /> : <TrendingDown fontSize="small" sx={{ transform: 'scaleX(-1)' }} />}
                        <Typography variant="body2">{up ? '+' : '−'}{percent(stat.change)}</Typography>
                        <Typography variant="body2" color="text.secondary">نسبت به هفته‌ی پیش</Typography>
                    </Stack>
                </Box>
                <Box sx={{ width: 84, flexShrink: 0 }}>
                    <SparkLineChart data={stat.trend} height={48} plotType="bar" color={theme.palette[color].main} />
                </Box>
            </CardContent>
        </Card>
    );
}

/** A titled card around a chart, a table or a list. */
export function Panel({ title, subheader, action, children, sx }: { title: string; subheader?: ReactNode; action?: ReactNode; children: ReactNode; sx?: SxProps<Theme> }) {
    return (
        <Card variant="outlined" sx={{ height: '100%', minWidth: 0, ...sx }}>
            <CardHeader title={title} subheader={subheader} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent sx={{ pt: 0, minWidth: 0 }}>{children}</CardContent>
        </Card>
    );
}

const statusColours: Record<Status, 'success' | 'warning' | 'error' | 'default'> = { paid: 'success', pending: 'warning', overdue: 'error', cancelled: 'default' };

export const StatusChip = ({ status }: { status: Status }) => (
    <Chip size="small" variant="outlined" color={statusColours[status]} label={statusLabels[status]} />
);

export interface Column<Row> { label: string; render: (row: Row) => ReactNode; align?: 'left' | 'right' }

/** A small table that scrolls inside its card on a phone. */
export function SimpleTable<Row>({ rows, columns, label }: { rows: Row[]; columns: Column<Row>[]; label: string }) {
    return (
        // a region in the Tab order: a keyboard user scrolls it sideways with the arrows on a phone
        <TableContainer role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
                <TableHead>
                    <TableRow>{columns.map(c => <TableCell key={c.label} align={c.align}>{c.label}</TableCell>)}</TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((row, i) => (
                        <TableRow key={i} hover>
                            {columns.map(c => <TableCell key={c.label} align={c.align}>{c.render(row)}</TableCell>)}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
}

/** A list of people or things with an avatar, a second line and a figure. */
export function SimpleList({ items, label }: { items: { title: string; subtitle?: ReactNode; extra?: ReactNode; avatar?: ReactNode }[]; label: string }) {
    return (
        <List dense aria-label={label} sx={{ py: 0 }}>
            {items.map((item, i) => (
                <ListItem key={i} disableGutters secondaryAction={item.extra}>
                    <ListItemAvatar><Avatar sx={{ bgcolor: 'primary.main' }}>{item.avatar ?? item.title.charAt(0)}</Avatar></ListItemAvatar>
                    <ListItemText primary={item.title} secondary={item.subtitle} sx={{ paddingInlineEnd: 8 }} />
                </ListItem>
            ))}
        </List>
    );
}
