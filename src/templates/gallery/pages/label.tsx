import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, alpha, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Section, colours, type PaletteColour } from '../Demo';
import { people } from '../sample';

type LabelVariant = 'soft' | 'filled' | 'outlined';

/** The kit's small status label: a coloured tag, softer and squarer than a chip. */
export const Label = ({ color = 'primary', variant = 'soft', children, sx }: { color?: PaletteColour | 'default'; variant?: LabelVariant; children: ReactNode; sx?: SxProps<Theme> }) => (
    <Box
        component="span"
        sx={[
            theme => {
                const dark = theme.palette.mode === 'dark';
                const { grey } = theme.palette;
                // the default grey is lighter on a dark page, so that its text can be read there
                const neutral = dark
                    ? { main: grey[400], dark: grey[600], light: grey[300], contrastText: grey[900] }
                    : { main: grey[600], dark: grey[800], light: grey[300], contrastText: '#fff' };
                const p = color === 'default' ? neutral : theme.palette[color];
                return {
                    display: 'inline-flex',
                    alignItems: 'center',
                    height: 24,
                    minWidth: 24,
                    px: 1,
                    borderRadius: 1,
                    fontSize: 12,
                    fontWeight: 700,
                    whiteSpace: 'nowrap',
                    ...(variant === 'filled' && { bgcolor: p.main, color: p.contrastText }),
                    ...(variant === 'soft' && { bgcolor: alpha(p.main, 0.16), color: dark ? p.light : p.dark }),
                    ...(variant === 'outlined' && { border: 1, borderColor: p.main, color: p.main }),
                };
            },
            ...(Array.isArray(sx) ? sx : [sx]),
        ]}
    >
        {children}
    </Box>
);

const statuses: { label: string; color: PaletteColour | 'default' }[] = [
    { label: 'در انتظار', color: 'warning' },
    { label: 'تأییدشده', color: 'success' },
    { label: 'ردشده', color: 'error' },
    { label: 'پیش‌نویس', color: 'default' },
    { label: 'در حال بررسی', color: 'info' },
];

export default function LabelPage() {
    return (
        <>
            {(['soft', 'filled', 'outlined'] as const).map(variant => (
                <Section key={variant} title={{ soft: 'ملایم', filled: 'پُر', outlined: 'قاب‌دار' }[variant]}>
                    <Label variant={variant} color="default">پیش‌فرض</Label>
                    {colours.map(c => <Label key={c.value} variant={variant} color={c.value}>{c.label}</Label>)}
                </Section>
            ))}
            <Section title="در جدول">
                <TableContainer sx={{ width: '100%' }}>
                    <Table size="small">
                        <TableHead><TableRow><TableCell>مشتری</TableCell><TableCell>وضعیت</TableCell></TableRow></TableHead>
                        <TableBody>
                            {statuses.map((s, i) => (
                                <TableRow key={s.label}><TableCell>{people[i]}</TableCell><TableCell><Label color={s.color}>{s.label}</Label></TableCell></TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </TableContainer>
            </Section>
        </>
    );
}
