import { Box, CircularProgress } from '@mui/material';
import { Suspense, use, type ReactNode } from 'react';
import { startKitMockApi } from './mock/startKitMockApi';

const Loading = () => (
    <Box data-kit-loading sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="در حال بارگذاری" />
    </Box>
);

const WithMockApi = ({ children }: { children: ReactNode }) => {
    use(startKitMockApi());
    return <>{children}</>;
};

/** Every kit page: its mock API started first, a spinner while its code loads. */
export const KitFrame = ({ children }: { children: ReactNode }) => (
    <Suspense fallback={<Loading />}>
        <WithMockApi>{children}</WithMockApi>
    </Suspense>
);
