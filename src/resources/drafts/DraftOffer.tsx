import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDefinition } from '../types';
import type { Draft } from './store';
import { draftLines, draftTime } from './summary';

export interface DraftOfferProps {
    draft: Draft;
    fields?: readonly FieldDefinition[];
    /** labels of fields the definition does not list (a reply's `body`) */
    labels?: Record<string, string>;
    onRestore: () => void;
    onDiscard: () => void;
}

/**
 * The offer of a draft kept in this browser: what it holds (each field and its value, as text)
 * and when it was written, with restore and discard. Loaded only when there is a draft to offer.
 */
const DraftOffer = ({ draft, fields, labels, onRestore, onDiscard }: DraftOfferProps) => {
    const translate = useTranslate();
    const titleId = useId();
    const lines = draftLines(draft.values, fields, labels);
    return (
        <Alert
            severity="info"
            icon={<RestoreIcon />}
            role="region"
            aria-labelledby={titleId}
            data-testid="draft-offer"
            sx={{ width: '100%', boxSizing: 'border-box', '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
        >
            <AlertTitle id={titleId}>{translate('app.drafts.title')}</AlertTitle>
            <Typography variant="body2">{translate('app.drafts.intro', { time: draftTime(draft.savedAt) })}</Typography>
            <Box
                component="dl"
                sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', columnGap: 2, rowGap: 0.5 }}
            >
                {lines.map(line => (
                    <Box key={line.source} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                            {line.label}
                        </Typography>
                        <Typography component="dd" variant="body2" dir="auto" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                            {line.value}
                        </Typography>
                    </Box>
                ))}
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
                <Button variant="contained" size="small" onClick={onRestore}>
                    {translate('app.drafts.restore')}
                </Button>
                <Button variant="outlined" size="small" color="inherit" onClick={onDiscard}>
                    {translate('app.drafts.discard')}
                </Button>
            </Stack>
        </Alert>
    );
};

export default DraftOffer;
