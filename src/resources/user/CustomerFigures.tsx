import { visuallyHidden } from '@mui/utils';
import { alpha, Box, ButtonBase, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useCanOpen } from '../../access/useCanOpen';
import { formatNumber } from '../../i18n/format';
import { useDefinitionOf } from '../definitionsContext';
import { tabPath } from '../relations';

/**
 * A customer's figures on their page (README, Screens). Each is the `meta.total` of
 * the related list call filtered by `user_id` and a status (one row asked for, `per_page=1`):
 * - open orders: `GET /admin/order?user_id={id}&status_enum=pending` (waiting for staff);
 * - pending receipts: `GET /admin/receipt?user_id={id}&status=pending`;
 * - credit: `GET /admin/credit?user_id={id}&status=active` (the credits the customer may spend now).
 */
export const CUSTOMER_FIGURES = [
    { id: 'open-orders', resource: 'order', filter: { status_enum: 'pending' }, label: 'سفارش باز' },
    { id: 'pending-receipts', resource: 'receipt', filter: { status: 'pending' }, label: 'فیش در انتظار' },
    { id: 'active-credits', resource: 'credit', filter: { status: 'active' }, label: 'اعتبار فعال' },
] as const;

type Figure = (typeof CUSTOMER_FIGURES)[number];

const tileSx = {
    minWidth: 132,
    flex: '1 1 132px',
    px: 2,
    py: 1.25,
    borderRadius: 2,
    border: 1,
    borderColor: 'divider',
    textAlign: 'start',
    display: 'block',
} as const;

/** One figure: the count, a link to its tab; a failure says so in the tile alone. */
const FigureTile = ({ figure, userId }: { figure: Figure; userId: string | number }) => {
    const { pathname } = useLocation();
    const { total, isPending, error, refetch } = useGetList(
        figure.resource,
        { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: { user_id: userId, ...figure.filter } },
        { retry: false }
    );
    const value = isPending ? (
        <Skeleton width={40} height={32} />
    ) : error ? (
        <Typography variant="body2" color="error" role="alert">
            دریافت نشد
        </Typography>
    ) : (
        <Typography variant="h5" component="p" fontWeight={700} data-testid={`figure-${figure.id}`}>
            {formatNumber(total ?? 0)}
        </Typography>
    );
    const body = (
        <>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
                {figure.label}
            </Typography>
            {value}
        </>
    );
    if (error) {
        return (
            <Tooltip title="تلاش دوباره">
                <ButtonBase onClick={() => void refetch()} sx={{ ...tileSx, borderColor: 'error.main' }}>
                    {body}
                    <span style={visuallyHidden}>، تلاش دوباره</span>
                </ButtonBase>
            </Tooltip>
        );
    }
    return (
        <ButtonBase
            component={Link}
            to={tabPath(pathname, figure.resource)}
            sx={theme => ({ ...tileSx, '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.06) } })}
        >
            {body}
        </ButtonBase>
    );
};

/** A figure straight from the customer's record (their balances). */
const BalanceTile = ({ label, value, unit, testId }: { label: string; value: unknown; unit: string; testId: string }) => (
    <Box sx={tileSx}>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {label}
        </Typography>
        <Typography variant="h6" component="p" fontWeight={700} data-testid={testId}>
            {typeof value === 'number' ? formatNumber(value) : '—'}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
                {unit}
            </Typography>
        </Typography>
    </Box>
);

/** The customer's figures: the counts the admin may open, then the balances. */
export const CustomerFigures = () => {
    const record = useRecordContext();
    const canOpen = useCanOpen();
    const definitionOf = useDefinitionOf();
    if (!record) return null;
    return (
        <Stack direction="row" useFlexGap flexWrap="wrap" gap={1.5} aria-label="آمار مشتری" role="group">
            {CUSTOMER_FIGURES.filter(figure => {
                const definition = definitionOf(figure.resource);
                return definition && canOpen(definition.menuId, definition.name);
            }).map(figure => (
                <FigureTile key={figure.id} figure={figure} userId={record.id} />
            ))}
            <BalanceTile label="موجودی طلا" value={record.gold_balance} unit="گرم" testId="figure-gold-balance" />
            <BalanceTile label="موجودی کیف پول" value={record.wallet_balance} unit="تومان" testId="figure-wallet-balance" />
        </Stack>
    );
};
