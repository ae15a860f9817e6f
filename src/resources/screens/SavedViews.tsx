import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import {
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Divider,
    ListItemIcon,
    ListItemText,
    ListSubheader,
    Menu,
    MenuItem,
    TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { extractValidSavedQueries, useListContext, useNotify, useSavedQueries, useTranslate, type SavedQuery } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { endOfDayIso, pickerToApiDate, startOfDayIso } from '../fields/types/calendar';
import type { ResourceDefinition } from '../types';
import '../../i18n/lazy/list';
import { listQueue } from '../queues';

type View = SavedQuery['value'];
/** react-admin types a saved query's displayed filters as an array; the list keeps an object. */
const shownFilters = (filters: Record<string, boolean>) => filters as unknown as View['displayedFilters'];

/**
 * A value as text with its keys in order, to compare two views' filters and sorts. The keys are
 * sorted by code unit (any fixed order will do): `localeCompare` would set up ICU's collation
 * before the list is drawn.
 */
const canonical = (value: unknown): string =>
    JSON.stringify(value ?? null, (_key, item: unknown) =>
        item && typeof item === 'object' && !Array.isArray(item)
            ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
            : item
    );
const isEqual = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The views a list offers without saving: its queue ("در انتظار": what waits) and today's records
 * ("امروز", by its first date field that filters), each computed when chosen.
 */
function suggestedViews(definition: ResourceDefinition, base: Pick<View, 'sort' | 'perPage'>, todayLabel: string): SavedQuery[] {
    const views: SavedQuery[] = [];
    const queue = listQueue(definition)?.filter;
    if (queue) {
        const names = Object.entries(queue).map(([source, value]) => {
            const field = definition.fields.find(candidate => candidate.source === source);
            return (field?.type === 'enum' ? field.choices.find(choice => choice.id === String(value))?.name : undefined) ?? String(value);
        });
        views.push({ label: names.join('، '), value: { ...base, filter: { ...queue }, displayedFilters: shownFilters({}) } });
    }
    const dated = definition.fields.find(field => (field.type === 'datetime' || field.type === 'date') && field.filter !== false && field.list !== false);
    if (dated) {
        const now = new Date();
        const filter =
            dated.type === 'date'
                ? { [`${dated.source}_from`]: pickerToApiDate(now), [`${dated.source}_to`]: pickerToApiDate(now) }
                : { [`${dated.source}_from`]: startOfDayIso(now), [`${dated.source}_to`]: endOfDayIso(now) };
        views.push({ label: todayLabel, value: { ...base, filter, displayedFilters: shownFilters(Object.fromEntries(Object.keys(filter).map(key => [key, true]))) } });
    }
    return views;
}

/** The address of a list showing a view, as react-admin reads it (a reload shows it again). */
const viewSearch = (view: View) =>
    new URLSearchParams({
        filter: JSON.stringify(view.filter ?? {}),
        displayedFilters: JSON.stringify(view.displayedFilters ?? {}),
        sort: view.sort?.field ?? 'id',
        order: view.sort?.order ?? 'DESC',
        page: '1',
        perPage: String(view.perPage ?? 15),
    }).toString();

/**
 * A list's views (react-admin's saved queries: its filters, sort and page size under a name), the
 * admin's own (kept per admin: src/providers/adminStore.ts), with the list's suggested ones. One
 * click applies a view through the address, so the address shows it and a reload keeps it.
 */
export const SavedViews = ({ definition }: { definition: ResourceDefinition }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const location = useLocation();
    const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
    const [stored, setStored] = useSavedQueries(resource);
    const saved = extractValidSavedQueries(stored);
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [naming, setNaming] = useState(false);
    const [name, setName] = useState('');
    const [error, setError] = useState<string | null>(null);
    const id = useId();

    const current: View = { filter: filterValues, sort, perPage, displayedFilters };
    const same = (view: View) => isEqual(view.filter ?? {}, filterValues) && isEqual(view.sort, sort) && view.perPage === perPage;
    const suggested = suggestedViews(definition, { sort, perPage }, translate('app.views.today'));
    const applied = saved.find(view => same(view.value));

    const apply = (view: View) => {
        setAnchor(null);
        navigate({ pathname: location.pathname, search: viewSearch(view) });
    };
    const remove = (view: SavedQuery) => {
        setAnchor(null);
        setStored(saved.filter(item => item !== view));
        notify('app.views.removed', { type: 'info', messageArgs: { name: view.label } });
    };
    const save = (event: FormEvent) => {
        event.preventDefault();
        const label = name.trim();
        if (!label) return setError(translate('app.views.name_required'));
        if (saved.some(view => view.label === label)) return setError(translate('app.views.name_taken'));
        setStored([...saved, { label, value: current }]);
        setNaming(false);
        notify('app.views.saved_done', { type: 'success', messageArgs: { name: label } });
    };

    return (
        <>
            <Button
                size="small"
                startIcon={<BookmarkBorderIcon />}
                onClick={event => setAnchor(event.currentTarget)}
                aria-haspopup="menu"
                aria-expanded={anchor ? true : undefined}
                aria-controls={anchor ? `${id}-menu` : undefined}
                data-testid="saved-views"
            >
                {applied ? `${translate('app.views.action')}: ${applied.label}` : translate('app.views.action')}
            </Button>
            <Menu id={`${id}-menu`} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.views.menu'), dense: true } }}>
                {suggested.length > 0 && <ListSubheader role="presentation">{translate('app.views.suggested')}</ListSubheader>}
                {suggested.map(view => (
                    <MenuItem key={`suggested-${view.label}`} selected={same(view.value)} onClick={() => apply(view.value)}>
                        <ListItemIcon>{same(view.value) && <CheckIcon fontSize="small" />}</ListItemIcon>
                        <ListItemText>{view.label}</ListItemText>
                    </MenuItem>
                ))}
                <ListSubheader role="presentation">{translate('app.views.saved')}</ListSubheader>
                {saved.length === 0 && (
                    <MenuItem disabled>
                        <ListItemText>{translate('app.views.none')}</ListItemText>
                    </MenuItem>
                )}
                {saved.map(view => (
                    <MenuItem key={`saved-${view.label}`} selected={view === applied} onClick={() => apply(view.value)}>
                        <ListItemIcon>{view === applied && <CheckIcon fontSize="small" />}</ListItemIcon>
                        <ListItemText>{view.label}</ListItemText>
                    </MenuItem>
                ))}
                <Divider />
                <MenuItem
                    onClick={() => {
                        setAnchor(null);
                        setName('');
                        setError(null);
                        setNaming(true);
                    }}
                >
                    <ListItemIcon>
                        <SaveOutlinedIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{translate('app.views.save')}</ListItemText>
                </MenuItem>
                {applied && (
                    <MenuItem onClick={() => remove(applied)}>
                        <ListItemIcon>
                            <DeleteOutlineIcon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate('app.views.remove', { name: applied.label })}</ListItemText>
                    </MenuItem>
                )}
            </Menu>
            <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
                <form onSubmit={save} noValidate>
                    <DialogTitle id={`${id}-title`}>{translate('app.views.save_title')}</DialogTitle>
                    <DialogContent>
                        <TextField
                            autoFocus
                            fullWidth
                            margin="dense"
                            name="view_name"
                            label={translate('app.views.name')}
                            value={name}
                            onChange={event => {
                                setName(event.target.value);
                                setError(null);
                            }}
                            error={!!error}
                            helperText={error ?? translate('app.views.name_help')}
                            slotProps={{ htmlInput: { maxLength: 60 } }}
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</Button>
                        <Button type="submit" variant="contained">
                            {translate('ra.action.save')}
                        </Button>
                    </DialogActions>
                </form>
            </Dialog>
        </>
    );
};
