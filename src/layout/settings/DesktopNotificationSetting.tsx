import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    desktopPermission,
    requestDesktopPermission,
    type DesktopPermission,
} from '../../realtime/alerts/desktopNotification';
import '../../i18n/lazy/settings';

/**
 * Desktop notifications for a hidden tab: asked for only from this button, never on
 * load; once granted or denied it says so (a denial can only be lifted in the browser).
 */
export const DesktopNotificationSetting = () => {
    const translate = useTranslate();
    const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);
    return (
        <>
            <Typography variant="subtitle2" color="text.secondary" gutterBottom>
                {translate('app.settings.desktop.title')}
            </Typography>
            {permission === 'default' ? (
                <>
                    <Typography variant="body2" color="text.secondary" mb={1}>
                        {translate('app.settings.desktop.hint')}
                    </Typography>
                    <Button
                        fullWidth
                        variant="outlined"
                        startIcon={<NotificationsActiveIcon />}
                        onClick={() => void requestDesktopPermission().then(setPermission)}
                    >
                        {translate('app.settings.desktop.enable')}
                    </Button>
                </>
            ) : (
                <Typography variant="body2" color="text.secondary" role="status" data-testid="desktop-permission" data-state={permission}>
                    {translate(`app.settings.desktop.${permission}`)}
                </Typography>
            )}
        </>
    );
};
