import { Avatar, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { persianDigits } from '../i18n/format';
import { menuEntries, useServedMenuEntries } from '../resources';
import { canOpen, SUPER_ADMIN, type AdminAccess } from '../access/rules';
import '../i18n/lazy/profile';

/** `/profile`: who is signed in, their role and the screens they may open. */
export const ProfilePage = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const { permissions } = usePermissions<AdminAccess | null>();
    const served = useServedMenuEntries();
    const screens = [...menuEntries, ...served].filter(entry => canOpen(permissions, entry.menuId));
    return (
        <Card sx={{ mt: 2, maxWidth: 720 }}>
            <Title title={translate('app.user_menu.profile')} />
            <CardContent>
                <Stack direction="row" spacing={2} alignItems="center" mb={3}>
                    <Avatar src={identity?.avatar} alt="" sx={{ width: 56, height: 56 }} />
                    <div>
                        <Typography variant="h6" component="h2">
                            {identity?.fullName ? persianDigits(identity.fullName) : '—'}
                        </Typography>
                        <Typography color="text.secondary">
                            {translate(permissions?.role === SUPER_ADMIN ? 'app.profile.super_admin' : 'app.profile.admin')}
                        </Typography>
                    </div>
                </Stack>
                <Typography variant="subtitle2" gutterBottom>
                    {translate('app.profile.accesses')}
                </Typography>
                <Stack direction="row" flexWrap="wrap" gap={1}>
                    {screens.map(entry => (
                        <Chip key={entry.menuId} label={translate(entry.label, { smart_count: 2 })} variant="outlined" />
                    ))}
                </Stack>
            </CardContent>
        </Card>
    );
};
