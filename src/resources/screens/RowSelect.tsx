import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { persianDigits } from '../../i18n/format';
import '../../i18n/lazy/list';

/** A row's checkbox, named for its record ("انتخاب فیش ۱۲"). */
export const RowCheckbox = ({ name }: { name: (id: unknown) => string }) => {
    const translate = useTranslate();
    const record = useRecordContext();
    const { selectedIds, onToggleItem } = useListContext();
    if (!record) return null;
    return (
        <Checkbox
            size="small"
            checked={selectedIds.includes(record.id)}
            onClick={event => event.stopPropagation()}
            onChange={() => onToggleItem(record.id)}
            slotProps={{ input: { 'aria-label': translate('app.list.select_row', { name: name(record.id) }) } }}
        />
    );
};

/** The header checkbox: every row of the page. */
export const PageCheckbox = () => {
    const translate = useTranslate();
    const { data = [], selectedIds, onSelect } = useListContext();
    const ids = data.map(record => record.id);
    const all = ids.length > 0 && ids.every(id => selectedIds.includes(id));
    const some = !all && ids.some(id => selectedIds.includes(id));
    return (
        <Checkbox
            size="small"
            checked={all}
            indeterminate={some}
            // the input's own state says "some" too: MUI sets aria-checked="mixed" only, which a
            // native checkbox's state contradicts
            inputRef={(input: HTMLInputElement | null) => {
                if (input) input.indeterminate = some;
            }}
            onChange={() => onSelect(all ? selectedIds.filter(id => !ids.includes(id)) : [...new Set([...selectedIds, ...ids])])}
            slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
        />
    );
};

export const recordName = (label: string, text: string) => `${label} ${persianDigits(text)}`;
