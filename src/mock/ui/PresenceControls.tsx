import { Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { mockCall, mockStateNow, subscribeMockState } from '../client';
import { MOCK_COLLEAGUES, type ColleagueState } from '../live/kinds';
import '../../i18n/lazy/mock';
import '../../i18n/lazy/presence';

const STATES: ColleagueState[] = ['viewing', 'editing', 'deciding'];

/** The open records' presence channels and who is on them (the same object until it changes). */
const presenceNow = () => mockStateNow().presence;

/**
 * Simulated colleagues (mock staff) on the record open in this tab: put one on it, set what they
 * are doing, take them off — the record's page shows them as it would show another admin.
 */
export const PresenceControls = () => {
    const translate = useTranslate();
    const list = useSyncExternalStore(subscribeMockState, presenceNow);
    return (
        <Box role="group" aria-label={translate('app.mock.presence')}>
            <Typography variant="subtitle2" gutterBottom>
                {translate('app.mock.presence')}
            </Typography>
            {list.length === 0 ? (
                <Typography variant="caption" color="text.secondary" component="p">
                    {translate('app.mock.presence_none')}
                </Typography>
            ) : (
                list.map(({ channel, colleagues }) => {
                    const on = new Map(colleagues.map(colleague => [colleague.id, colleague.state]));
                    return (
                        <Box key={channel} data-channel={channel} sx={{ mb: 1 }}>
                            <Typography variant="caption" component="p" dir="ltr" sx={{ textAlign: 'start' }}>
                                {channel}
                            </Typography>
                            {MOCK_COLLEAGUES.map(colleague => {
                                const state = on.get(colleague.id);
                                return (
                                    <Box key={colleague.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                                        <FormControlLabel
                                            sx={{ flex: 1, m: 0 }}
                                            control={
                                                <Switch
                                                    size="small"
                                                    checked={state !== undefined}
                                                    onChange={event =>
                                                        void (event.target.checked ? mockCall('presence.place', channel, colleague.id) : mockCall('presence.remove', channel, colleague.id))
                                                    }
                                                />
                                            }
                                            label={colleague.name}
                                        />
                                        <TextField
                                            select
                                            size="small"
                                            variant="standard"
                                            disabled={state === undefined}
                                            value={state ?? 'viewing'}
                                            onChange={event => void mockCall('presence.setState', channel, colleague.id, event.target.value as ColleagueState)}
                                            slotProps={{ htmlInput: { 'aria-label': translate('app.mock.presence_state', { name: colleague.name }) } }}
                                        >
                                            {STATES.map(value => (
                                                <MenuItem key={value} value={value}>
                                                    {translate(`app.presence.${value}`)}
                                                </MenuItem>
                                            ))}
                                        </TextField>
                                    </Box>
                                );
                            })}
                        </Box>
                    );
                })
            )}
        </Box>
    );
};
