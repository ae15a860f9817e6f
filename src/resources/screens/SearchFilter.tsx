import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

/** A list's `search` is sent 800 ms after the last keystroke. */
export const SEARCH_DELAY_MS = 800;

/**
 * The search box of a list, as one of its `filters`. It keeps what is typed and sends `search`
 * once typing has paused for `delay` ms (react-admin's own filter form would add its 500 ms to
 * the List's, and its List debounce is not applied to filter forms).
 */
export const SearchFilter = ({
    placeholder,
    delay = SEARCH_DELAY_MS,
}: {
    /** react-admin reads `source` and `alwaysOn` of filter elements */
    source: 'search';
    alwaysOn: true;
    placeholder: string;
    delay?: number;
}) => {
    const { filterValues, displayedFilters, setFilters } = useListContext();
    const applied = String(filterValues.search ?? '');
    const [text, setText] = useState(applied);
    const [lastApplied, setLastApplied] = useState(applied);
    // follow changes made elsewhere (clear filters, back button)
    if (applied !== lastApplied) {
        setLastApplied(applied);
        if (applied !== text.trim()) setText(applied);
    }

    const latest = useRef({ filterValues, displayedFilters, setFilters });
    useEffect(() => {
        latest.current = { filterValues, displayedFilters, setFilters };
    });

    useEffect(() => {
        const wanted = text.trim();
        if (wanted === String(latest.current.filterValues.search ?? '')) return;
        const timer = setTimeout(() => {
            const { filterValues: current, displayedFilters: shown, setFilters: apply } = latest.current;
            const { search: _previous, ...others } = current;
            apply(wanted ? { ...others, search: wanted } : others, shown);
        }, delay);
        return () => clearTimeout(timer);
    }, [text, delay]);

    return (
        <TextField
            type="search"
            value={text}
            onChange={event => setText(event.target.value)}
            placeholder={placeholder}
            hiddenLabel
            size="small"
            sx={{ minWidth: { sm: 420 } }}
            slotProps={{
                htmlInput: { 'aria-label': placeholder },
                input: {
                    endAdornment: (
                        <InputAdornment position="end">
                            <SearchIcon color="disabled" />
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};
