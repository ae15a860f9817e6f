import BugReportIcon from '@mui/icons-material/BugReport';
import {
    Box,
    Fab,
    FormControlLabel,
    Paper,
    Popover,
    Radio,
    RadioGroup,
    Stack,
    Tooltip,
    Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MOCK_CREDENTIALS, readMockSettings, writeMockSettings, type MockSettings } from '../settings';

const Choice = <K extends keyof MockSettings>({
    name,
    label,
    options,
}: {
    name: K;
    label: string;
    options: Array<{ value: MockSettings[K]; label: string }>;
}) => {
    const translate = useTranslate();
    const current = readMockSettings()[name];
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

/**
 * Mock mode only: a developer's switches for the embedded backend — OTP or password sign-in,
 * super or limited admin. Never in a production bundle.
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
                            ]}
                        />
                        <Typography variant="caption" color="text.secondary">
                            {translate('app.mock.admin_hint')}{' '}
                            <bdi dir="ltr">
                                {MOCK_CREDENTIALS.username} / {MOCK_CREDENTIALS.password}
                            </bdi>
                        </Typography>
                        {extra}
                    </Stack>
                </Paper>
            </Popover>
        </>
    );
};

export default DevPanel;
