import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card holding one set of variants on a gallery page. */
export const Section = ({
    title,
    description,
    children,
    sx,
}: {
    title: string;
    description?: ReactNode;
    children: ReactNode;
    sx?: SxProps<Theme>;
}) => (
    <Card variant="outlined" component="section" sx={{ mb: 2, minWidth: 0 }}>
        <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
                {title}
            </Typography>
            {description && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {description}
                </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', minWidth: 0, ...sx }}>{children}</Box>
        </CardContent>
    </Card>
);

/** The six palette colours most demos loop over, with their Persian names. */
export const colours = [
    { value: 'primary', label: 'اصلی' },
    { value: 'secondary', label: 'ثانویه' },
    { value: 'info', label: 'اطلاع' },
    { value: 'success', label: 'موفق' },
    { value: 'warning', label: 'هشدار' },
    { value: 'error', label: 'خطا' },
] as const;

export type PaletteColour = (typeof colours)[number]['value'];

export const sizes = [
    { value: 'small', label: 'کوچک' },
    { value: 'medium', label: 'متوسط' },
    { value: 'large', label: 'بزرگ' },
] as const;
