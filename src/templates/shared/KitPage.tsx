import { Title } from 'react-admin';
import { Alert, Box, Breadcrumbs, Button, CircularProgress, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { kitErrorText } from './kitApi';

/** The frame of every kit page: a heading, breadcrumbs to the kit and an optional action. */
export const KitPage = ({ title, crumbs = [], action, children }: { title: string; crumbs?: Array<{ label: string; to?: string }>; action?: ReactNode; children: ReactNode }) => (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, pb: 12, maxWidth: 1400, mx: 'auto', width: '100%', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, gap: 2, mb: 3, flexDirection: { xs: 'column', sm: 'row' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
                <Title title={title} />
                <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
                    {title}
                </Typography>
                <Breadcrumbs aria-label="مسیر" sx={{ fontSize: 14 }}>
                    <Link component={RouterLink} to="/" underline="hover" color="inherit">
                        داشبورد
                    </Link>
                    {crumbs.map(crumb =>
                        crumb.to ? (
                            <Link key={crumb.label} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                                {crumb.label}
                            </Link>
                        ) : (
                            <Typography key={crumb.label} color="text.secondary" sx={{ fontSize: 14 }}>
                                {crumb.label}
                            </Typography>
                        ),
                    )}
                </Breadcrumbs>
            </Box>
            {action}
        </Box>
        {children}
    </Box>
);

/** A failed kit call, in Persian, with a retry when there is one. */
export const KitError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => (
    <Alert
        severity="error"
        role="alert"
        action={
            onRetry && (
                <Button color="inherit" size="small" onClick={onRetry}>
                    تلاش دوباره
                </Button>
            )
        }
    >
        {kitErrorText(error)}
    </Alert>
);

export const KitLoading = () => (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
        <CircularProgress aria-label="در حال بارگذاری" />
    </Box>
);
