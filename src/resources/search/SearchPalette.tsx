import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import { Box, CircularProgress, Dialog, IconButton, InputBase, Typography, useMediaQuery, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { createElement, useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { RecordContextProvider, usePermissions, useStore, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AdminAccess } from '../../access/rules';
import { formatNumber, persianDigits } from '../../i18n/format';
import { useUnavailable } from '../availability';
import { FieldValue } from '../fields/FieldValue';
import { iconOf } from '../icons';
import { representation } from '../representation';
import type { ResourceDefinition } from '../types';
import { abilitiesFor, recordPath } from '../abilities';
import { commandsOf, matchingCommands, resultFieldsOf, searchedDefinitions } from './searchModel';
import { useGlobalSearch } from './useGlobalSearch';

/** A record opened from the search, kept to be offered again. */
interface OpenedRecord {
    resource: string;
    id: string | number;
    name: string;
}

/** The admin's own recent searches and opened records (per admin: src/providers/adminStore.ts). */
export const RECENT_SEARCHES_KEY = 'search.recent';
export const OPENED_RECORDS_KEY = 'search.opened';
const RECENT_LIMIT = 6;

interface Option {
    key: string;
    label: ReactNode;
    secondary?: ReactNode;
    icon?: ReactNode;
    run: () => void;
}

interface Section {
    key: string;
    heading: string;
    /** a line in place of options: still asking, or failed */
    status?: { kind: 'loading' | 'failed'; text: string };
    options: Option[];
}

export interface SearchPaletteProps {
    open: boolean;
    onClose: () => void;
    /** every resource of the admin (the registry); the palette asks those the admin may open */
    definitions: ResourceDefinition[];
}

/** The fields that tell a found record apart, as its list shows them, one after another. */
const RecordDetails = ({ definition, record }: { definition: ResourceDefinition; record: RaRecord }) => {
    const fields = resultFieldsOf(definition);
    if (!fields.length) return null;
    return (
        <RecordContextProvider value={record}>
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
                {fields.map(field => (
                    <Box component="span" key={field.source} sx={{ display: 'inline-flex', alignItems: 'center', '& .MuiChip-root': { height: 20 } }}>
                        <FieldValue field={field} />
                    </Box>
                ))}
            </Box>
        </RecordContextProvider>
    );
};

/**
 * The global search (docs/resources.md, "Search across the admin"): a combobox whose list shows,
 * before anything is typed, the admin's recent searches, recently opened records and the
 * commands to each screen and queue; then each resource's records as its answer comes, and the
 * record whose id was typed. Arrows move, Enter opens, Escape closes (focus goes back where it
 * was); a full-screen sheet on a phone.
 */
const SearchPalette = ({ open, onClose, definitions: all }: SearchPaletteProps) => {
    const translate = useTranslate();
    // an optional resource this server lacks or refuses (../availability.ts) is neither asked nor offered
    const unavailable = useUnavailable();
    const definitions = useMemo(() => all.filter(definition => !unavailable.has(definition.name)), [all, unavailable]);
    const navigate = useNavigate();
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const { permissions } = usePermissions<AdminAccess | null>();
    const [text, setText] = useState('');
    const [active, setActive] = useState(0);
    const [recent, setRecent] = useStore<string[]>(RECENT_SEARCHES_KEY, []);
    const [opened, setOpened] = useStore<OpenedRecord[]>(OPENED_RECORDS_KEY, []);
    const id = useId();
    const listId = `${id}-list`;
    const titleId = `${id}-title`;

    const searched = useMemo(() => searchedDefinitions(definitions, permissions), [definitions, permissions]);
    const commands = useMemo(
        () => commandsOf(definitions, permissions, name => translate('app.search.go_to', { name })),
        [definitions, permissions, translate]
    );
    const search = useGlobalSearch(open ? text : '', searched);
    const definitionOf = (name: string) => searched.find(definition => definition.name === name);

    const remember = () => {
        const typed = text.trim();
        if (!typed) return;
        setRecent([typed, ...(recent ?? []).filter(item => item !== typed)].slice(0, RECENT_LIMIT));
    };
    // closed: the next opening starts afresh
    const close = () => {
        setText('');
        onClose();
    };
    const go = (to: string) => {
        close();
        navigate(to);
    };
    const openRecord = (definition: ResourceDefinition, record: RaRecord) => {
        const to = recordPath(definition, record.id, abilitiesFor(definition, permissions));
        if (!to) return;
        remember();
        const name = `${definition.label.one} ${representation(definition)(record)}`;
        const entry = { resource: definition.name, id: record.id, name };
        setOpened([entry, ...(opened ?? []).filter(item => !(item.resource === entry.resource && String(item.id) === String(entry.id)))].slice(0, RECENT_LIMIT));
        go(to);
    };

    const recordOption = (definition: ResourceDefinition, record: RaRecord, prefix: string): Option => {
        const name = representation(definition)(record);
        return {
            key: `${prefix}-${definition.name}-${record.id}`,
            label: `${definition.label.one} ${name}`,
            secondary: <RecordDetails definition={definition} record={record} />,
            icon: createElement(iconOf(definition.icon), { fontSize: 'small' }),
            run: () => openRecord(definition, record),
        };
    };
    const commandOption = (command: (typeof commands)[number]): Option => ({
        key: command.id,
        label: command.label,
        icon: createElement(iconOf(command.definition.icon), { fontSize: 'small' }),
        run: () => {
            remember();
            go(command.to);
        },
    });

    const sections: Section[] = [];
    if (!search.query) {
        const recentSearches = (recent ?? []).filter(Boolean);
        if (recentSearches.length)
            sections.push({
                key: 'recent',
                heading: translate('app.search.recent'),
                options: recentSearches.map(item => ({
                    key: `recent-${item}`,
                    label: item,
                    icon: <HistoryIcon fontSize="small" />,
                    run: () => setText(item),
                })),
            });
        const openedRecords = (opened ?? []).flatMap(item => {
            const definition = definitionOf(item.resource);
            const to = definition && recordPath(definition, item.id, abilitiesFor(definition, permissions));
            return definition && to
                ? [{ key: `opened-${item.resource}-${item.id}`, label: item.name, icon: createElement(iconOf(definition.icon), { fontSize: 'small' }), run: () => go(to) }]
                : [];
        });
        if (openedRecords.length) sections.push({ key: 'opened', heading: translate('app.search.opened'), options: openedRecords });
        sections.push({ key: 'commands', heading: translate('app.search.commands'), options: commands.map(commandOption) });
    } else {
        if (search.direct.length)
            sections.push({
                key: 'direct',
                heading: translate('app.search.by_id', { id: persianDigits(String(search.direct[0].record.id)) }),
                options: search.direct.map(hit => recordOption(hit.definition, hit.record, 'direct')),
            });
        for (const group of search.groups) {
            if (group.state === 'done' && group.records.length === 0) continue;
            const heading = group.definition.label.many;
            sections.push({
                key: `group-${group.definition.name}`,
                heading,
                status:
                    group.state === 'loading'
                        ? { kind: 'loading', text: translate('app.search.loading') }
                        : group.state === 'failed'
                          ? { kind: 'failed', text: translate('app.search.failed', { name: heading }) }
                          : undefined,
                options: group.records.map(record => recordOption(group.definition, record, 'found')),
            });
        }
        const found = matchingCommands(commands, search.query);
        if (found.length) sections.push({ key: 'commands', heading: translate('app.search.commands'), options: found.map(commandOption) });
    }
    const options = sections.flatMap(section => section.options);
    const activeIndex = options.length ? Math.min(active, options.length - 1) : -1;
    const optionId = (index: number) => `${id}-option-${index}`;
    const resultCount = search.groups.reduce((count, group) => count + group.records.length, 0) + search.direct.length;
    const nothingFound = !!search.query && !search.pending && resultCount === 0;

    // a new text starts at the first option
    const [activeFor, setActiveFor] = useState(search.query);
    if (activeFor !== search.query) {
        setActiveFor(search.query);
        setActive(0);
    }
    useEffect(() => {
        if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    });

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.nativeEvent.isComposing) return;
        const last = options.length - 1;
        const move = (index: number) => {
            event.preventDefault();
            setActive(Math.max(0, Math.min(last, index)));
        };
        if (event.key === 'ArrowDown') move(activeIndex >= last ? 0 : activeIndex + 1);
        else if (event.key === 'ArrowUp') move(activeIndex <= 0 ? last : activeIndex - 1);
        else if (event.key === 'PageDown') move(activeIndex + 5);
        else if (event.key === 'PageUp') move(activeIndex - 5);
        else if (event.key === 'Enter' && activeIndex >= 0) {
            event.preventDefault();
            options[activeIndex].run();
        }
    };

    let index = -1;
    return (
        <Dialog
            open={open}
            onClose={close}
            fullScreen={phone}
            fullWidth
            maxWidth="sm"
            aria-labelledby={titleId}
            slotProps={{ paper: { sx: phone ? {} : { alignSelf: 'flex-start', mt: '10vh', maxHeight: '75vh' } } }}
            data-testid="search-palette"
        >
            <Typography id={titleId} component="h2" sx={visuallyHidden}>
                {translate('app.search.label')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                {search.pending ? <CircularProgress size={20} aria-hidden="true" /> : <SearchIcon color="action" aria-hidden="true" />}
                <InputBase
                    autoFocus
                    fullWidth
                    value={text}
                    onChange={event => setText(event.target.value)}
                    onKeyDown={onKeyDown}
                    placeholder={translate('app.search.placeholder')}
                    inputProps={{
                        role: 'combobox',
                        'aria-label': translate('app.search.label'),
                        'aria-expanded': true,
                        'aria-controls': listId,
                        'aria-autocomplete': 'list',
                        'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
                        autoComplete: 'off',
                        spellCheck: false,
                    }}
                    sx={{ fontSize: '1.05rem', py: 0.5 }}
                />
                <IconButton onClick={close} aria-label={translate('app.search.close')} edge="end">
                    <CloseIcon />
                </IconButton>
            </Box>
            <Box role="status" sx={visuallyHidden}>
                {search.query
                    ? search.pending
                        ? translate('app.search.searching')
                        : nothingFound
                          ? translate('app.search.none')
                          : translate('app.search.count', { count: formatNumber(resultCount) })
                    : ''}
            </Box>
            <Box
                component="ul"
                role="listbox"
                id={listId}
                aria-label={translate('app.search.results')}
                sx={{ listStyle: 'none', m: 0, p: 0, pb: 1, overflowY: 'auto', flex: nothingFound ? 'none' : 1 }}
            >
                {sections.map(section => {
                    const headingId = `${id}-${section.key}`;
                    return (
                        <Box component="li" role="presentation" key={section.key}>
                            <Box component="ul" role="group" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                                <Box
                                    component="li"
                                    role="presentation"
                                    id={headingId}
                                    sx={{ px: 2, pt: 1.5, pb: 0.5, typography: 'caption', fontWeight: 700, color: 'text.secondary' }}
                                >
                                    {section.heading}
                                </Box>
                                {section.status && (
                                    <Box
                                        component="li"
                                        role="presentation"
                                        data-testid={`search-group-${section.status.kind}`}
                                        sx={{ px: 2, py: 0.75, typography: 'body2', color: section.status.kind === 'failed' ? 'error.main' : 'text.secondary' }}
                                    >
                                        {section.status.text}
                                    </Box>
                                )}
                                {section.options.map(option => {
                                    index += 1;
                                    const mine = index;
                                    const selected = mine === activeIndex;
                                    return (
                                        <Box
                                            component="li"
                                            role="option"
                                            key={option.key}
                                            id={optionId(mine)}
                                            aria-selected={selected}
                                            onMouseDown={event => event.preventDefault()}
                                            onMouseMove={() => !selected && setActive(mine)}
                                            onClick={() => option.run()}
                                            sx={{
                                                display: 'flex',
                                                alignItems: 'flex-start',
                                                gap: 1.5,
                                                px: 2,
                                                py: 1,
                                                mx: 1,
                                                borderRadius: 1,
                                                cursor: 'pointer',
                                                bgcolor: selected ? 'action.selected' : 'transparent',
                                                outline: selected ? '2px solid' : 'none',
                                                outlineColor: 'primary.main',
                                                outlineOffset: -2,
                                            }}
                                        >
                                            <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
                                                {option.icon}
                                            </Box>
                                            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
                                                <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
                                                    {option.label}
                                                </Typography>
                                                {option.secondary && (
                                                    // on the active option's tint, the secondary grey would fall short of AA in dark mode
                                                    <Typography component="span" variant="caption" color={selected ? 'text.primary' : 'text.secondary'}>
                                                        {option.secondary}
                                                    </Typography>
                                                )}
                                            </Box>
                                        </Box>
                                    );
                                })}
                            </Box>
                        </Box>
                    );
                })}
            </Box>
            {nothingFound && (
                <Box aria-hidden="true" sx={{ px: 2, pb: 3, textAlign: 'center', color: 'text.secondary', typography: 'body2' }}>
                    {translate('app.search.none')}
                </Box>
            )}
            <Box sx={{ display: { xs: 'none', sm: 'block' }, px: 2, py: 1, borderTop: 1, borderColor: 'divider', typography: 'caption', color: 'text.secondary' }}>
                {translate('app.search.keys')}
            </Box>
        </Dialog>
    );
};

export default SearchPalette;
