import { formatNumber } from '../../i18n/format';

const fa = (v: number | null) => (v == null ? '' : formatNumber(v));

/** RTL charts: categories run from the right, the value axis stands on the right. */
export const bandAxis = (data: string[]) => [{ scaleType: 'band' as const, data, reverse: true }];
export const pointAxis = (data: string[]) => [{ scaleType: 'point' as const, data, reverse: true }];
export const valueAxis = [{ position: 'right' as const, valueFormatter: fa, width: 52 }];
export const faValue = (v: number | null) => fa(v);
