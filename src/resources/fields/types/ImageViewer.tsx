import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { persianDigits } from '../../../i18n/format';
import '../../../i18n/lazy/image';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

/**
 * A picture full size in a dialog: zoom in and out with the buttons or + and −, Escape or the
 * close button closes it. Loaded only when a thumbnail is opened.
 */
const ImageViewer = ({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) => {
    const translate = useTranslate();
    const [step, setStep] = useState(ZOOMS.indexOf(1));
    const zoomIn = () => setStep(value => Math.min(ZOOMS.length - 1, value + 1));
    const zoomOut = () => setStep(value => Math.max(0, value - 1));
    return (
        <Dialog
            open
            onClose={onClose}
            maxWidth="lg"
            fullWidth
            onClick={event => event.stopPropagation()}
            onKeyDown={event => {
                if (event.key === '+' || event.key === '=') zoomIn();
                if (event.key === '-' || event.key === '−') zoomOut();
            }}
        >
            <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                    {alt}
                </Typography>
                <Stack direction="row" alignItems="center">
                    <IconButton onClick={zoomOut} disabled={step === 0} aria-label={translate('app.image.zoom_out')}>
                        <ZoomOutIcon />
                    </IconButton>
                    <Typography aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
                        {persianDigits(`${Math.round(ZOOMS[step] * 100)}`)}٪
                    </Typography>
                    <IconButton onClick={zoomIn} disabled={step === ZOOMS.length - 1} aria-label={translate('app.image.zoom_in')}>
                        <ZoomInIcon />
                    </IconButton>
                    <IconButton onClick={onClose} aria-label={translate('ra.action.close')}>
                        <CloseIcon />
                    </IconButton>
                </Stack>
            </DialogTitle>
            <DialogContent sx={{ textAlign: 'center', overflow: 'auto', maxHeight: '80vh' }}>
                <Box
                    component="img"
                    src={src}
                    alt={alt}
                    sx={{ width: `${ZOOMS[step] * 100}%`, maxWidth: 'none', height: 'auto', transition: 'width 120ms' }}
                />
            </DialogContent>
        </Dialog>
    );
};

export default ImageViewer;
