import { Box, Stack, Typography, useTheme } from '@mui/material';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useMemo, useState } from 'react';
import { Section } from '../Demo';
import { formatNumber } from '../../../i18n/format';
import provincesGeo from '../data/iran-provinces.json';
import { seeded } from '../sample';

type Province = Feature<Geometry, { name: string; nameEn: string }>;
const collection = provincesGeo as unknown as FeatureCollection<Geometry, { name: string; nameEn: string }>;

const WIDTH = 600;
const HEIGHT = 540;

/** Sample figure per province (customers), deterministic. */
const values: Record<string, number> = (() => {
    const random = seeded(31);
    return Object.fromEntries(collection.features.map(f => [f.properties.name, Math.round(50 + random() * 950)]));
})();
const max = Math.max(...Object.values(values));

export default function MapPage() {
    const theme = useTheme();
    const [hover, setHover] = useState<Province | null>(null);
    const [selected, setSelected] = useState<string | null>('تهران');
    const paths = useMemo(() => {
        const projection = geoMercator().fitSize([WIDTH, HEIGHT], collection);
        const path = geoPath(projection);
        return collection.features.map(f => ({ feature: f as Province, d: path(f) ?? '', centroid: path.centroid(f) }));
    }, []);
    const shade = (name: string) => {
        const t = values[name] / max;
        return `color-mix(in srgb, ${theme.palette.primary.main} ${Math.round(15 + t * 85)}%, ${theme.palette.background.paper})`;
    };
    const shown = hover?.properties.name ?? selected;
    return (
        <>
            <Section title="استان‌های ایران" description="نقشه‌ای طرح‌واره از استان‌ها که از روی مرکز استان‌ها ساخته شده و مرزهایش تقریبی است؛ از فایل GeoJSON همراه برنامه رسم می‌شود و به سرور نقشه نیازی ندارد. رنگ هر استان شمار مشتریان نمونه است.">
                <Box sx={{ width: '100%', maxWidth: 640 }}>
                    <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="نقشه‌ی استان‌های ایران" sx={{ width: '100%', height: 'auto', display: 'block' }}>
                        {paths.map(({ feature, d }) => {
                            const name = feature.properties.name;
                            return (
                                <path
                                    key={name}
                                    d={d}
                                    fill={shade(name)}
                                    stroke={selected === name ? theme.palette.secondary.main : theme.palette.background.paper}
                                    strokeWidth={selected === name ? 2.5 : 0.8}
                                    onMouseEnter={() => setHover(feature)}
                                    onMouseLeave={() => setHover(null)}
                                    onClick={() => setSelected(name)}
                                    style={{ cursor: 'pointer' }}
                                >
                                    <title>{`${name}: ${formatNumber(values[name])} مشتری`}</title>
                                </path>
                            );
                        })}
                        {paths.filter(p => p.feature.properties.name === selected).map(({ centroid, feature }) => (
                            <text key="label" x={centroid[0]} y={centroid[1]} textAnchor="middle" fontSize={14} fontWeight={700} fill={theme.palette.text.primary} style={{ pointerEvents: 'none' }}>
                                {feature.properties.name}
                            </text>
                        ))}
                    </Box>
                </Box>
                <Stack spacing={1} sx={{ minWidth: 200 }}>
                    <Typography variant="subtitle1" aria-live="polite">{shown ? `${shown}: ${formatNumber(values[shown] ?? 0)} مشتری` : 'استانی را برگزینید'}</Typography>
                    <Typography variant="body2" color="text.secondary">{formatNumber(collection.features.length)} استان؛ برای انتخاب روی استان کلیک کنید.</Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="caption">کم</Typography>
                        {/* the RTL style plugin mirrors 'to left': light (few) ends up on the right, beside «کم» */}
                        <Box sx={{ flex: 1, height: 10, borderRadius: 5, background: `linear-gradient(to left, ${theme.palette.primary.main}, ${shade(Object.keys(values)[0]).replace(/\d+%/, '15%')})` }} />
                        <Typography variant="caption">زیاد</Typography>
                    </Stack>
                </Stack>
            </Section>
            <Section title="بیشترین مشتریان">
                <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, listStyleType: 'persian' }}>
                    {Object.entries(values).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, v]) => (
                        <li key={name}><Typography>{name}: {formatNumber(v)}</Typography></li>
                    ))}
                </Box>
            </Section>
        </>
    );
}
