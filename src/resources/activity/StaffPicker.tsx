import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useInput, useTranslate } from 'react-admin';
import { persianDigits } from '../../i18n/format';
import { isUnavailableAnswer, markUnavailable, useAvailable } from '../availability';
import { useSeenColleagues, type Colleague } from './colleagues';
import '../../i18n/lazy/activity';

const toColleague = (record: { id?: unknown; name?: unknown; mobile?: unknown }): Colleague | null => {
    if (record.id === undefined || record.id === null) return null;
    const name = typeof record.name === 'string' && record.name.trim() ? record.name.trim() : typeof record.mobile === 'string' ? record.mobile : '';
    return { id: record.id as number | string, name: name || persianDigits(String(record.id)) };
};

export interface StaffPickerProps {
    /** the filter or form value it sets: the colleague's id (`causer_id`, `maker_id`) */
    source: string;
    /** its label; as a definition's custom input (`input: 'StaffPicker'`), the field's own */
    label?: string;
    field?: { label: string };
    alwaysOn?: boolean;
    /** as a list filter that arrives late, the list's value for it */
    defaultValue?: unknown;
}

/**
 * Picks a colleague by name and sets their id (a list filter such as the activity log's staff, or
 * an approval's maker). The names come from the staff list (`GET /admin/staff?search=`), asked as
 * the admin types; a server without one for this admin (403, 404) leaves the names the activity
 * log has shown. A value whose name is not known (an address opened with `causer_id=7`) shows its
 * number.
 */
export const StaffPicker = ({ source, label, field: definitionField, defaultValue }: StaffPickerProps) => {
    const translate = useTranslate();
    const { field } = useInput({ source, defaultValue });
    const [search, setSearch] = useState('');
    // the staff list is asked for once the admin opens the picker or types in it, not before
    const [asked, setAsked] = useState(false);
    const seen = useSeenColleagues();
    // the staff list refused to this admin (403) or missing on this server (404): the names seen
    // instead, and the list not asked again (../availability.ts)
    const staffListRefused = !useAvailable('staff');
    const staff = useGetList(
        'staff',
        { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: search.trim() ? { search: search.trim() } : {} },
        {
            enabled: asked && !staffListRefused,
            retry: (count, error) => !isUnavailableAnswer(error) && count < 1,
            staleTime: 60_000,
            placeholderData: previous => previous,
            onError: error => void markUnavailable('staff', error),
        }
    );
    const fromStaff = !staffListRefused && !staff.error && staff.data ? staff.data.map(toColleague).filter((item): item is Colleague => !!item) : null;
    const options = useMemo(() => {
        if (fromStaff) return fromStaff;
        const wanted = search.trim();
        return wanted ? seen.filter(colleague => colleague.name.includes(wanted)) : seen;
    }, [fromStaff, search, seen]);
    const raw: unknown = field.value;
    const value: Colleague | null =
        raw === undefined || raw === null || raw === ''
            ? null
            : ([...options, ...seen].find(colleague => String(colleague.id) === String(raw)) ?? {
                  id: raw as number | string,
                  name: persianDigits(String(raw)),
              });
    return (
        <Autocomplete<Colleague>
            options={options}
            value={value}
            onChange={(_, picked) => field.onChange(picked ? picked.id : null)}
            onOpen={() => setAsked(true)}
            onInputChange={(_, text, reason) => {
                if (reason === 'input') {
                    setAsked(true);
                    setSearch(text);
                }
                if (reason === 'clear') setSearch('');
            }}
            // the server searches the staff list; the names seen are searched here
            filterOptions={items => items}
            getOptionLabel={option => option.name}
            isOptionEqualToValue={(option, picked) => String(option.id) === String(picked.id)}
            loading={asked && !staffListRefused && staff.isFetching && !staff.data}
            noOptionsText={translate('app.activity.no_staff')}
            loadingText={translate('ra.page.loading')}
            sx={{ minWidth: 220 }}
            size="small"
            renderInput={params => <TextField {...params} label={label ?? definitionField?.label} margin="dense" data-testid={`staff-picker-${source}`} />}
        />
    );
};

export default StaffPicker;
