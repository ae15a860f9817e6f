import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';

const months = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
const buy = [32, 41, 35, 51, 49, 62, 69, 91, 78, 84, 96, 110];
const sell = [21, 29, 33, 38, 41, 44, 52, 60, 58, 66, 71, 80];
const fa = (v: number | null) => (v == null ? '' : formatNumber(v));

// RTL: the first month on the right, the value axis on the right
const xAxis = [{ scaleType: 'band' as const, data: months, reverse: true }];
const yAxis = [{ position: 'right' as const, valueFormatter: fa, width: 48 }];
const box = { width: '100%', minWidth: 0 };

export default function ChartPage() {
    return (
        <>
            <Section title="خطی" description="خرید و فروش ماهانه (کیلوگرم)، ماه‌ها از راست به چپ.">
                <Box sx={box}>
                    <LineChart height={300} xAxis={[{ scaleType: 'point', data: months, reverse: true }]} yAxis={yAxis}
                        series={[{ data: buy, label: 'خرید', valueFormatter: fa, color: '#1b7f4b' }, { data: sell, label: 'فروش', valueFormatter: fa, color: '#1e5bb8', area: true }]} />
                </Box>
            </Section>
            <Section title="میله‌ای">
                <Box sx={box}>
                    <BarChart height={300} xAxis={xAxis} yAxis={yAxis}
                        series={[{ data: buy, label: 'خرید', valueFormatter: fa, color: '#1b7f4b' }, { data: sell, label: 'فروش', valueFormatter: fa, color: '#b76e00' }]} />
                </Box>
                <Box sx={box}>
                    <BarChart height={260} layout="horizontal" yAxis={[{ scaleType: 'band', data: ['سکه', 'آب‌شده', 'شمش', 'زیورآلات'], position: 'right', width: 72 }]}
                        xAxis={[{ valueFormatter: fa, reverse: true }]} series={[{ data: [40, 25, 18, 12], label: 'سهم فروش', valueFormatter: v => `${fa(v)}٪`, color: '#7b1fa2' }]} />
                </Box>
            </Section>
            <Section title="دایره‌ای و حلقه‌ای">
                <Box sx={{ width: 320, maxWidth: '100%' }}>
                    <PieChart height={220} series={[{ data: [
                        { id: 0, value: 45, label: 'سکه' }, { id: 1, value: 25, label: 'آب‌شده' }, { id: 2, value: 18, label: 'شمش' }, { id: 3, value: 12, label: 'زیورآلات' },
                    ], valueFormatter: v => `${fa(v.value)}٪` }]} />
                </Box>
                <Box sx={{ width: 320, maxWidth: '100%' }}>
                    <PieChart height={220} series={[{ innerRadius: 50, paddingAngle: 2, cornerRadius: 4, data: [
                        { id: 0, value: 62, label: 'تأییدشده', color: '#2e7d32' }, { id: 1, value: 23, label: 'در انتظار', color: '#b76e00' }, { id: 2, value: 15, label: 'ردشده', color: '#c62828' },
                    ], valueFormatter: v => `${fa(v.value)}٪` }]} />
                </Box>
            </Section>
            <Section title="عقربه‌ای و جرقه‌ای">
                <Gauge width={160} height={160} value={72} startAngle={-110} endAngle={110} text={({ value }) => `${fa(value)}٪`}
                    sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 24 } }} aria-label="نرخ تأیید" />
                <Box sx={{ width: 200 }}>
                    <SparkLineChart data={buy} height={60} area showTooltip showHighlight valueFormatter={fa} color="#1b7f4b" />
                </Box>
                <Box sx={{ width: 200 }}>
                    <SparkLineChart plotType="bar" data={sell} height={60} showTooltip valueFormatter={fa} color="#1e5bb8" />
                </Box>
            </Section>
        </>
    );
}
