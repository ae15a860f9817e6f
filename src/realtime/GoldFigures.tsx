import ShowChartIcon from '@mui/icons-material/ShowChart';
import { alpha, Box, IconButton, Popover, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../i18n/format';
import { useLive } from './useLive';
import { LazyTooltip } from '../theme/LazyTooltip';

/** One figure as a compact chip: its label over its number. */
const Figure = ({ label, value, testId }: { label: string; value: number | null; testId: string }) => (
    <Box
        sx={theme => ({
            display: 'flex',
            alignItems: 'baseline',
            gap: 0.75,
            px: 1.25,
            py: 0.5,
            borderRadius: 999,
            whiteSpace: 'nowrap',
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
        })}
    >
        <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
            {label}
        </Typography>
        <Typography component="span" sx={{ fontSize: 14, fontWeight: 700 }} data-testid={testId}>
            {value === null ? '—' : formatNumber(value)}
        </Typography>
    </Box>
);

const Figures = ({ direction }: { direction: 'row' | 'column' }) => {
    const translate = useTranslate();
    const price = useLive(state => state.goldPrice);
    const vector = useLive(state => state.todayVector);
    return (
        <Stack direction={direction} spacing={1} alignItems={direction === 'row' ? 'center' : 'stretch'} aria-live="off" mx={direction === 'row' ? 1 : 0}>
            <Figure label={translate('app.dashboard.today_vector')} value={vector} testId="today-vector" />
            <Figure label={translate('app.dashboard.gold_price')} value={price} testId="gold-price" />
        </Stack>
    );
};

/**
 * Today's vector and the gold ounce price in the top bar, live, as compact chips. On a
 * phone they sit behind one button (the page title keeps the room).
 */
export const GoldFigures = () => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const id = useId();
    if (!phone) return <Figures direction="row" />;
    const label = translate('app.live.figures');
    return (
        <>
            <LazyTooltip title={label}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-haspopup="dialog"
                    aria-expanded={!!anchor}
                    aria-controls={anchor ? id : undefined}
                    onClick={event => setAnchor(event.currentTarget)}
                >
                    <ShowChartIcon />
                </IconButton>
            </LazyTooltip>
            <Popover
                id={id}
                open={!!anchor}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
                transformOrigin={{ vertical: 'top', horizontal: 'center' }}
                slotProps={{ paper: { sx: { p: 1.5, borderRadius: 3 }, role: 'dialog', 'aria-label': label } }}
            >
                <Figures direction="column" />
            </Popover>
        </>
    );
};
