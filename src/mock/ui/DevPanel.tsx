import BugReportIcon from '@mui/icons-material/BugReport';
import {
    Box,
    Button,
    Divider,
    Fab,
    FormControlLabel,
    Paper,
    Popover,
    Radio,
    RadioGroup,
    Stack,
    Switch,
    Tooltip,
    Typography,
} from '@mui/material';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { mockCall, mockStateNow, subscribeMockState } from '../client';
import { LIVE_KINDS, type LiveKind } from '../live/kinds';
import { LIMIT_PERMISSIONS, MOCK_CREDENTIALS, readMockSettings, writeMockSettings, type MockSettings } from '../settings';
import { PresenceControls } from './PresenceControls';
import { ColleagueControls } from './ColleagueControls';
import { WaitingWorkControls } from './WaitingWorkControls';
import { ServedControls } from './ServedControls';
import '../../i18n/lazy/mock';

/** The signed-in admin's permissions: none sent (as before), or a limit above which a second admin approves. */
const PermissionsChoice = () => {
    const translate = useTranslate();
    return (
        <Box>
            <Typography variant="subtitle2" gutterBottom>
                {translate('app.mock.permissions')}
            </Typography>
            <RadioGroup
                row
                name="mock-actingPermissions"
                value={readMockSettings().actingPermissions ? 'limit' : 'none'}
                onChange={event => {
                    writeMockSettings({ actingPermissions: event.target.value === 'limit' ? LIMIT_PERMISSIONS : null });
                    window.location.reload();
                }}
            >
                <FormControlLabel value="none" control={<Radio size="small" />} label={translate('app.mock.permissions_none')} />
                <FormControlLabel value="limit" control={<Radio size="small" />} label={translate('app.mock.permissions_limit')} />
            </RadioGroup>
        </Box>
    );
};

const Choice = <K extends keyof MockSettings>({
    name,
    label,
    options,
    onChange,
}: {
    name: K;
    label: string;
    options: Array<{ value: MockSettings[K]; label: string }>;
    /** applied at once instead of the reload the others need */
    onChange?: () => void;
}) => {
    const translate = useTranslate();
    const [current, setCurrent] = useState(() => readMockSettings()[name]);
    return (
        <Box>
            <Typography variant="subtitle2" gutterBottom>
                {translate(label)}
            </Typography>
            <RadioGroup
                row
                name={`mock-${name}`}
                value={current}
                onChange={event => {
                    writeMockSettings({ [name]: event.target.value } as Partial<MockSettings>);
                    setCurrent(event.target.value as MockSettings[K]);
                    if (onChange) return onChange();
                    // the app reads these on sign-in and start: begin again with the new setting
                    window.location.reload();
                }}
            >
                {options.map(option => (
                    <FormControlLabel key={String(option.value)} value={option.value} control={<Radio size="small" />} label={translate(option.label)} />
                ))}
            </RadioGroup>
        </Box>
    );
};

const KIND_LABELS: Record<LiveKind, string> = {
    order: 'app.mock.live_order',
    order_auto: 'app.mock.live_order_auto',
    order_update: 'app.mock.live_order_update',
    receipt: 'app.mock.live_receipt',
    notification: 'app.mock.live_notification',
    price: 'app.mock.live_price',
    vector: 'app.mock.live_vector',
    notices: 'app.mock.live_notices',
    me: 'app.mock.live_me',
    duplicate: 'app.mock.live_duplicate',
};

/**
 * The live event player's controls: they act at once, without the reload the settings above need.
 * The pause switch is also remembered (`livePaused`) for the next page load.
 */
const LiveControls = () => {
    const translate = useTranslate();
    const paused = useSyncExternalStore(subscribeMockState, () => mockStateNow().paused);
    return (
        <Box role="group" aria-label={translate('app.mock.live')}>
            <Typography variant="subtitle2" gutterBottom>
                {translate('app.mock.live')}
            </Typography>
            <FormControlLabel
                control={
                    <Switch
                        size="small"
                        name="mock-livePlaying"
                        checked={!paused}
                        onChange={event => {
                            const playing = event.target.checked;
                            writeMockSettings({ livePaused: !playing });
                            void mockCall(playing ? 'live.resume' : 'live.pause');
                        }}
                    />
                }
                label={translate('app.mock.live_playing')}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, mb: 0.5 }}>
                {translate('app.mock.live_fire')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {LIVE_KINDS.map(kind => (
                    <Button key={kind} size="small" variant="outlined" data-kind={kind} onClick={() => void mockCall('live.fire', kind)}>
                        {translate(KIND_LABELS[kind])}
                    </Button>
                ))}
            </Box>
            <Tooltip title={translate('app.mock.live_drop_hint')} describeChild>
                <Button size="small" variant="contained" color="warning" sx={{ mt: 1 }} onClick={() => void mockCall('live.dropConnections')}>
                    {translate('app.mock.live_drop')}
                </Button>
            </Tooltip>
        </Box>
    );
};

/**
 * Mock mode only: a developer's switches for the embedded backend — OTP or password sign-in,
 * super or limited admin — and the live channel's player. Never in a production bundle.
 */
const DevPanel = ({ extra }: { extra?: ReactNode }) => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <Tooltip title={translate('app.mock.panel')}>
                <Fab
                    size="small"
                    color="secondary"
                    aria-label={translate('app.mock.panel')}
                    onClick={event => setAnchor(event.currentTarget)}
                    sx={{ position: 'fixed', bottom: 16, insetInlineStart: 16, zIndex: theme => theme.zIndex.snackbar }}
                >
                    <BugReportIcon />
                </Fab>
            </Tooltip>
            <Popover
                open={anchor !== null}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
                transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            >
                <Paper sx={{ p: 2, width: 300 }} role="region" aria-label={translate('app.mock.panel')}>
                    <Stack spacing={2}>
                        <Typography variant="h6" component="h2">
                            {translate('app.mock.panel')}
                        </Typography>
                        <Choice
                            name="loginMode"
                            label="app.mock.login_mode"
                            options={[
                                { value: 'otp', label: 'app.mock.otp' },
                                { value: 'password', label: 'app.mock.password' },
                            ]}
                        />
                        <Choice
                            name="admin"
                            label="app.mock.admin"
                            options={[
                                { value: 'super', label: 'app.mock.super' },
                                { value: 'limited', label: 'app.mock.limited' },
                                { value: 'cashier', label: 'app.mock.cashier' },
                                { value: 'auditor', label: 'app.mock.auditor' },
                            ]}
                            // as if a super admin changed this admin's rights: `me.updated`, no reload
                            onChange={() => void mockCall('live.fire', 'me')}
                        />
                        <PermissionsChoice />
                        <Choice
                            name="presence"
                            label="app.mock.presence_server"
                            options={[
                                { value: 'on', label: 'app.mock.presence_on' },
                                { value: 'refused', label: 'app.mock.presence_refused' },
                                { value: 'absent', label: 'app.mock.presence_absent' },
                            ]}
                        />
                        <Choice
                            name="writeAnswer"
                            label="app.mock.write_answer"
                            options={[
                                { value: 'record', label: 'app.mock.write_record' },
                                { value: 'empty', label: 'app.mock.write_empty' },
                            ]}
                        />
                        <Choice
                            name="versions"
                            label="app.mock.versions"
                            options={[
                                { value: 'on', label: 'app.mock.versions_on' },
                                { value: 'off', label: 'app.mock.versions_off' },
                            ]}
                        />
                        <Choice
                            name="approvals"
                            label="app.mock.approvals_part"
                            options={[
                                { value: 'on', label: 'app.mock.part_on' },
                                { value: 'missing', label: 'app.mock.part_missing' },
                            ]}
                        />
                        <Choice
                            name="staff"
                            label="app.mock.staff_part"
                            options={[
                                { value: 'on', label: 'app.mock.part_on' },
                                { value: 'missing', label: 'app.mock.part_missing' },
                            ]}
                        />
                        <Typography variant="caption" color="text.secondary">
                            {translate('app.mock.admin_hint')}{' '}
                            <bdi dir="ltr">
                                {MOCK_CREDENTIALS.username} / {MOCK_CREDENTIALS.password}
                            </bdi>
                        </Typography>
                        <Divider />
                        <LiveControls />
                        <Divider />
                        <WaitingWorkControls />
                        <Divider />
                        <ServedControls />
                        <Divider />
                        <PresenceControls />
                        <ColleagueControls />
                        {extra}
                    </Stack>
                </Paper>
            </Popover>
        </>
    );
};

export default DevPanel;
