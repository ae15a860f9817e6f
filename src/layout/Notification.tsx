import { Notification as RaNotification } from 'react-admin';
import { TOAST_MS } from '../theme/timing';

/**
 * Toasts at the top right, hiding after `TOAST_MS` (3000 ms, as the live toasts). In RTL the emotion cache flips
 * physical sides, so MUI's 'left' anchor (and `left` offset) lands on the right of the screen.
 * On wide screens they sit at the top right of the page, beside the side menu at its real width
 * (`--zar-sidebar-width`, set by src/layout/Sidebar.tsx), not over it. They sit over the top bar,
 * never lower: below it are a list's search box and filters and a form's first fields, which an
 * error toast must not cover while it talks about them.
 */
export const Notification = () => (
    <RaNotification
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        autoHideDuration={TOAST_MS}
        sx={{ top: { xs: 4, sm: 8 }, left: { md: 'calc(var(--zar-sidebar-width, 280px) + 16px)' } }}
    />
);
