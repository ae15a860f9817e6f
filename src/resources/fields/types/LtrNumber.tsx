import { persianDigits } from '../../../i18n/format';
import { formatGrouped } from '../banking';

/** An identifier shown left-to-right inside RTL text, isolated, grouped by four, Persian digits. */
export const LtrNumber = ({ value, group = true }: { value: string; group?: boolean }) => (
    <bdi dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
        {persianDigits(group ? formatGrouped(value) : value)}
    </bdi>
);
