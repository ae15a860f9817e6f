import { Title } from 'react-admin';
import SearchIcon from '@mui/icons-material/Search';
import {
    Box,
    Card,
    CardActionArea,
    CardContent,
    Chip,
    InputAdornment,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../i18n/format';
import { galleryGroups, galleryPages, type GalleryEntry } from './registry';

const normalise = (text: string) => text.replace(/[\u200c\s]+/g, ' ').trim().toLowerCase();

const matches = (page: GalleryEntry, query: string) =>
    !query || normalise(`${page.title} ${page.description} ${page.slug}`).includes(query);

/** `/components`: one card per page, grouped, with a search box. */
export function GalleryIndex() {
    const [search, setSearch] = useState('');
    const query = normalise(useDeferredValue(search));
    const found = galleryPages.filter(page => matches(page, query));
    return (
        <Box sx={{ py: 2 }}>
            <Title title="گالری اجزا" />
            <Typography variant="h4" component="h2" gutterBottom>
                گالری اجزا
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {formatNumber(galleryPages.length)} صفحه، هر جزء با گونه‌هایش، راست‌به‌چپ، در پوسته‌ی روشن و تیره.
            </Typography>
            <TextField
                value={search}
                onChange={event => setSearch(event.target.value)}
                placeholder="جست‌وجوی جزء…"
                aria-label="جست‌وجوی جزء"
                fullWidth
                sx={{ maxWidth: 480, mb: 3 }}
                slotProps={{
                    input: {
                        startAdornment: (
                            <InputAdornment position="start">
                                <SearchIcon />
                            </InputAdornment>
                        ),
                    },
                }}
            />
            {found.length === 0 && <Typography role="status">هیچ جزئی با این عبارت پیدا نشد.</Typography>}
            {galleryGroups.map(group => {
                const pages = found.filter(page => page.group === group.id);
                if (pages.length === 0) return null;
                return (
                    <Box component="section" key={group.id} sx={{ mb: 4 }} aria-labelledby={`gallery-group-${group.id}`}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                            <Typography variant="h5" component="h2" id={`gallery-group-${group.id}`}>
                                {group.title}
                            </Typography>
                            <Chip size="small" label={formatNumber(pages.length)} />
                        </Stack>
                        <Typography color="text.secondary" sx={{ mb: 2 }}>
                            {group.description}
                        </Typography>
                        <Box
                            sx={{
                                display: 'grid',
                                gap: 2,
                                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
                            }}
                        >
                            {pages.map(page => (
                                <Card key={page.slug} variant="outlined">
                                    <CardActionArea component={RouterLink} to={`/components/${page.slug}`} sx={{ height: '100%' }}>
                                        <CardContent>
                                            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                                                {page.title}
                                            </Typography>
                                            <Typography variant="body2" color="text.secondary">
                                                {page.description}
                                            </Typography>
                                        </CardContent>
                                    </CardActionArea>
                                </Card>
                            ))}
                        </Box>
                    </Box>
                );
            })}
        </Box>
    );
}
