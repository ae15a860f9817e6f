import { Notification as RaNotification } from 'react-admin';

/**
 * Toasts at the top right (spec §9), hiding after 3000 ms. In RTL the emotion cache flips
 * physical sides, so MUI's 'left' anchor lands on the right of the screen.
 */
export const Notification = () => (
    <RaNotification
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        autoHideDuration={3000}
        // below the top bar, so the page title stays readable
        sx={{ top: { xs: 64, sm: 72 } }}
    />
);
