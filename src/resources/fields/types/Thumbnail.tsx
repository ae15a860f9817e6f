import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { Box, ButtonBase } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import '../../../i18n/lazy/image';

const ImageViewer = lazy(() => import('./ImageViewer'));

/** A picture that failed or is missing: a grey frame with a broken-picture icon, never the URL. */
export const ImagePlaceholder = ({ size, label }: { size: number; label: string }) => (
    <Box
        role="img"
        aria-label={label}
        sx={{
            width: size,
            height: size,
            borderRadius: 1,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            color: 'text.disabled',
            flexShrink: 0,
        }}
    >
        <BrokenImageOutlinedIcon fontSize="small" />
    </Box>
);

/**
 * A small picture that opens the full-size viewer (keyboard: Enter or Space; Escape closes). A
 * picture that does not load shows the placeholder.
 */
export const Thumbnail = ({ src, alt, size = 40 }: { src: string; alt: string; size?: number }) => {
    const translate = useTranslate();
    const [broken, setBroken] = useState(false);
    const [failedSrc, setFailedSrc] = useState<string | null>(null);
    const [open, setOpen] = useState(false);
    if (failedSrc !== null && failedSrc !== src) {
        setFailedSrc(null);
        setBroken(false);
    }
    if (broken) return <ImagePlaceholder size={size} label={translate('app.image.broken', { name: alt })} />;
    return (
        <>
            <ButtonBase
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
                aria-label={translate('app.image.open', { name: alt })}
                sx={{ borderRadius: 1, overflow: 'hidden', width: size, height: size, flexShrink: 0 }}
            >
                <img
                    src={src}
                    alt={alt}
                    loading="lazy"
                    width={size}
                    height={size}
                    style={{ objectFit: 'cover', display: 'block' }}
                    onError={() => {
                        setBroken(true);
                        setFailedSrc(src);
                    }}
                />
            </ButtonBase>
            {open && (
                <Suspense>
                    <ImageViewer src={src} alt={alt} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};
