import SearchIcon from '@mui/icons-material/Search';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAllDefinitions } from '../resources';
import { LazyTooltip } from '../theme/LazyTooltip';

/** The palette loads on its first opening: the first load holds only this button and the shortcut. */
const SearchPalette = lazy(() => import('../resources/search/SearchPalette'));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K, or ⌘K on a Mac; by the key's place, so the Persian layout opens it too. */
const isShortcut = (event: KeyboardEvent) =>
    (event.code === 'KeyK' || event.key.toLowerCase() === 'k') && (isMac() ? event.metaKey : event.ctrlKey) && !event.altKey && !event.shiftKey;

/** The top bar's search button and the shortcut that opens the global search from anywhere. */
export const SearchButton = () => {
    const translate = useTranslate();
    // the built-in resources and the served ones: the global search asks each the admin may open
    const definitions = useAllDefinitions();
    const [open, setOpen] = useState(false);
    // mounted from the first opening on, so closing can play its transition and return focus
    const [wanted, setWanted] = useState(false);

    useEffect(() => {
        const onKeyDown = (event: KeyboardEvent) => {
            if (!isShortcut(event)) return;
            event.preventDefault();
            setWanted(true);
            setOpen(true);
        };
        window.addEventListener('keydown', onKeyDown);
        return () => window.removeEventListener('keydown', onKeyDown);
    }, []);

    const label = translate('app.search.open');
    const keys = isMac() ? '⌘K' : 'Ctrl+K';
    return (
        <>
            <LazyTooltip title={`${label} (${keys})`}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
                    aria-haspopup="dialog"
                    onClick={() => {
                        setWanted(true);
                        setOpen(true);
                    }}
                    data-testid="search-button"
                >
                    <SearchIcon />
                </IconButton>
            </LazyTooltip>
            {wanted && (
                <Suspense fallback={null}>
                    <SearchPalette open={open} onClose={() => setOpen(false)} definitions={definitions} />
                </Suspense>
            )}
        </>
    );
};
