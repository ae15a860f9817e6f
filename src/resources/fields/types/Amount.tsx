import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';

/** A number with Persian digits and separators, and its unit (تومان، گرم، درصد …) when it has one. */
export const Amount = ({ value, unit }: { value: number; unit?: string }) => {
    const translate = useTranslate();
    return (
        <span style={{ whiteSpace: 'nowrap' }}>
            {formatNumber(value)}
            {unit ? ` ${translate(unit)}` : ''}
        </span>
    );
};
