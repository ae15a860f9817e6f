import { Title } from 'react-admin';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
    Box,
    Breadcrumbs,
    CircularProgress,
    Link,
    Stack,
    ToggleButton,
    ToggleButtonGroup,
    Typography,
    useTheme,
} from '@mui/material';
import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { PreviewTheme, type PreviewMode } from './PreviewTheme';
import { galleryPage, galleryPages, type GalleryEntry } from './registry';

/** One lazy component per page, made once: a page's code (and its libraries) loads when it opens. */
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(galleryPages.map(page => [page.slug, lazy(page.load)]));

const Loading = () => (
    <Box data-gallery-loading sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label="در حال بارگذاری" />
    </Box>
);

/** `/components/{page}`: the page's title, description, docs link and its live demos. */
export function GalleryPage() {
    const { page } = useParams();
    const entry = galleryPage(page);
    if (!entry) return <Navigate to="/404" replace />;
    return <GalleryPageView key={entry.slug} entry={entry} />;
}

function GalleryPageView({ entry }: { entry: GalleryEntry }) {
    const appMode = useTheme().palette.mode;
    const [mode, setMode] = useState<PreviewMode>(appMode);
    const demo = lazyPages.get(entry.slug);
    return (
        <Box sx={{ py: 2, minWidth: 0 }}>
            <Breadcrumbs aria-label="مسیر صفحه" sx={{ mb: 1 }}>
                <Link component={RouterLink} to="/components" underline="hover" color="inherit">
                    گالری اجزا
                </Link>
                <Typography color="text.primary">{entry.title}</Typography>
            </Breadcrumbs>
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
            >
                <Box>
                    <Title title={entry.title} />
                    <Typography variant="h4" component="h2">
                        {entry.title}
                    </Typography>
                    <Typography color="text.secondary">{entry.description}</Typography>
                    <Link href={entry.docs.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                        مستندات {entry.docs.label}
                        <OpenInNew fontSize="inherit" />
                    </Link>
                </Box>
                <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={mode}
                    onChange={(_, next: PreviewMode | null) => next && setMode(next)}
                    aria-label="پوسته‌ی پیش‌نمایش"
                >
                    <ToggleButton value="light" aria-label="پوسته‌ی روشن" sx={{ gap: 0.5 }}>
                        <LightModeOutlined fontSize="small" /> روشن
                    </ToggleButton>
                    <ToggleButton value="dark" aria-label="پوسته‌ی تیره" sx={{ gap: 0.5 }}>
                        <DarkModeOutlined fontSize="small" /> تیره
                    </ToggleButton>
                </ToggleButtonGroup>
            </Stack>
            <PreviewTheme mode={mode}>
                <Suspense fallback={<Loading />}>
                    <Box data-gallery-page={entry.slug}>
                        {demo && createElement(demo)}
                    </Box>
                </Suspense>
            </PreviewTheme>
        </Box>
    );
}
