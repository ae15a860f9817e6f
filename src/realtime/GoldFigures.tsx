import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../i18n/format';
import { useLive } from './useLive';

const Figure = ({ label, value, testId }: { label: string; value: number | null; testId: string }) => (
    <Box sx={{ textAlign: 'center', lineHeight: 1.1, px: 1 }}>
        <Typography component="div" sx={{ fontSize: 11, opacity: 0.85 }}>
            {label}
        </Typography>
        <Typography component="div" sx={{ fontSize: 15, fontWeight: 700 }} data-testid={testId}>
            {value === null ? '—' : formatNumber(value)}
        </Typography>
    </Box>
);

/** Today's vector and the gold ounce price in the top bar (spec §2), live. */
export const GoldFigures = () => {
    const translate = useTranslate();
    const price = useLive(state => state.goldPrice);
    const vector = useLive(state => state.todayVector);
    return (
        <Stack direction="row" alignItems="center" aria-live="off" sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <Figure label={translate('app.dashboard.today_vector')} value={vector} testId="today-vector" />
            <Figure label={translate('app.dashboard.gold_price')} value={price} testId="gold-price" />
        </Stack>
    );
};
