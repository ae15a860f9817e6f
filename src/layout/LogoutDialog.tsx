import { Confirm, useNotify } from 'react-admin';
import { useState } from 'react';
import { revokeToken } from '../providers/authProvider';
import { useNotifyFailure } from '../providers/useNotifyFailure';
import { useSignOut } from './useSignOut';

/**
 * Logout: after confirmation, `DELETE /admin/auth/token`; then, whatever the server
 * said, the token, admin data and this admin's drafts are removed and the user lands on /login
 * with a toast.
 */
export const LogoutDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const notify = useNotify();
    const notifyFailure = useNotifyFailure();
    const signOut = useSignOut();
    const [busy, setBusy] = useState(false);

    const confirm = async () => {
        setBusy(true);
        try {
            await revokeToken();
            notify('app.auth.logout.success', { type: 'success' });
        } catch (error) {
            notifyFailure(error, 'app.auth.logout.error');
        }
        // deliberate: this admin's drafts go too (a 401 keeps them)
        await signOut('/login', { deliberate: true });
    };

    return (
        <Confirm
            isOpen={open}
            loading={busy}
            title="app.auth.logout.title"
            content="app.auth.logout.confirm"
            confirm="app.auth.logout.action"
            confirmColor="warning"
            onConfirm={confirm}
            onClose={onClose}
        />
    );
};
