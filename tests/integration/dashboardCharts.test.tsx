import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { i18nProvider } from '../../src/appProviders';
import DashboardCharts, { type DashboardChartsProps } from '../../src/dashboard/charts/DashboardCharts';
import type { Point } from '../../src/dashboard/sessionSeries';

/** Which charts were drawn, by their series' label, in order. */
const drawn: string[] = [];

// the charts themselves are MUI X's (drawn in the browser: e2e dashboard); here, each draw is counted
vi.mock('@mui/x-charts/LineChart', () => ({
    LineChart: ({ series }: { series: Array<{ label: string; data: number[] }> }) => {
        drawn.push(series[0].label);
        return <svg data-testid={`line-${series[0].label}`} data-points={series[0].data.length} />;
    },
}));
vi.mock('@mui/x-charts/BarChart', () => ({
    BarChart: ({ series }: { series: Array<{ data: number[] }> }) => {
        drawn.push('per-hour');
        return <svg data-testid="bars" data-total={series[0]?.data.reduce((sum, value) => sum + value, 0) ?? 0} />;
    },
}));
vi.mock('@mui/x-charts/ChartsLocalizationProvider', () => ({
    ChartsLocalizationProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

const points = (...values: number[]): Point[] => values.map((value, index) => ({ at: Date.parse('2026-11-24T08:00:00Z') + index * 5000, value }));

const wrap = (props: DashboardChartsProps) => (
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <DashboardCharts {...props} />
    </AdminContext>
);

const PRICE = 'قیمت اونس طلا';

describe('the dashboard\'s charts', () => {
    beforeEach(() => void (drawn.length = 0));

    it('today\'s orders folding in (once a second while orders stream) draw the per-hour chart again, not the live figures\' charts', async () => {
        const price = points(2650, 2651);
        const vector = points(10, 20, 30);
        const props: DashboardChartsProps = { price, vector, perHour: [1, 2, 3], hour: 2, showOrders: true };
        const { rerender } = render(wrap(props));
        await waitFor(() => expect(screen.getByTestId('bars')).toHaveAttribute('data-total', '6'));
        const lines = () => drawn.filter(chart => chart !== 'per-hour').length;
        const bars = () => drawn.filter(chart => chart === 'per-hour').length;
        const linesBefore = lines();
        const barsBefore = bars();
        expect(linesBefore).toBeGreaterThanOrEqual(2);

        let latest = props;
        for (let extra = 1; extra <= 3; extra++) {
            latest = { ...props, perHour: [1, 2, 3 + extra] };
            rerender(wrap(latest));
            await waitFor(() => expect(screen.getByTestId('bars')).toHaveAttribute('data-total', String(6 + extra)));
        }
        expect(bars()).toBeGreaterThan(barsBefore);
        expect(lines()).toBe(linesBefore);

        // a price tick draws the price chart again, and only it
        const from = drawn.length;
        rerender(wrap({ ...latest, price: points(2650, 2651, 2652) }));
        await waitFor(() => expect(screen.getByTestId(`line-${PRICE}`)).toHaveAttribute('data-points', '3'));
        expect(new Set(drawn.slice(from))).toEqual(new Set([PRICE]));
    });
});
