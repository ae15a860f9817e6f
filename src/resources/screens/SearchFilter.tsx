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
    // what this box last asked for: when the list takes it, the box may already hold more
    const [sent, setSent] = useState<string | null>(null);
    // follow changes made elsewhere (clear filters, back button), never this box's own search
    // arriving after the next keystroke
    if (applied !== lastApplied) {
        setLastApplied(applied);
        if (applied !== sent && applied !== text.trim()) setText(applied);
        if (applied !== sent) setSent(null);
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
            setSent(wanted);
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
