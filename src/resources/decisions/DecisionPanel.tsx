import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { FieldValue } from '../fields/FieldValue';
import { typeOf } from '../fields/types';
import type { ResourceDefinition } from '../types';
import { DecisionButtons } from './DecisionButtons';

const ImageViewer = lazy(() => import('../fields/types/ImageViewer'));

/** The picture beside the decision, whole (never cropped); pressed, it opens the zoomable viewer. */
const Picture = ({ src, alt }: { src: string; alt: string }) => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <ButtonBase
                onClick={() => setOpen(true)}
                aria-label={`بزرگ‌نمایی ${alt}`}
                sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
                data-testid="decision-picture"
            >
                <Box component="img" src={src} alt={alt} sx={{ display: 'block', width: { xs: '100%', sm: 220 }, maxHeight: 300, objectFit: 'contain' }} />
            </ButtonBase>
            {open ? (
                <Suspense>
                    <ImageViewer src={src} alt={alt} onClose={() => setOpen(false)} />
                </Suspense>
            ) : null}
        </>
    );
};

/**
 * The top of a record's page when its definition declares decisions: the record's picture (a
 * receipt's slip) large beside the decision buttons, so staff check it as they decide; the
 * picture opens the zoomable viewer.
 */
export const DecisionPanel = ({ definition }: { definition: ResourceDefinition }) => {
    const record = useRecordContext();
    const picture = definition.fields.find(field => typeOf(field).isPicture);
    const address = picture ? (record?.[picture.source] as unknown) : undefined;
    if (!record) return <DecisionButtons definition={definition} />;
    return (
        <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            alignItems={{ xs: 'stretch', sm: 'flex-start' }}
            sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
            data-testid="decision-panel"
        >
            {picture ? (
                <Box sx={{ flexShrink: 0 }}>
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
                        {picture.label}
                    </Typography>
                    {typeof address === 'string' && /^(https?:\/\/|\/|data:image\/)/i.test(address.trim()) ? (
                        <Picture src={address} alt={picture.label} />
                    ) : (
                        <FieldValue field={picture} />
                    )}
                </Box>
            ) : null}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    تصمیم
                </Typography>
                <DecisionButtons definition={definition} />
            </Box>
        </Stack>
    );
};
