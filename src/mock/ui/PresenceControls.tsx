import { Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import {
    MOCK_COLLEAGUES,
    colleaguesOn,
    openPresenceChannels,
    placeColleague,
    removeColleague,
    setColleagueState,
    subscribePresence,
    type ColleagueState,
} from '../live/presence';
import '../../i18n/lazy/mock';
import '../../i18n/lazy/presence';

const STATES: ColleagueState[] = ['viewing', 'editing', 'deciding'];

/** The open records' presence channels, as one string (a stable snapshot). */
const channelsKey = () => openPresenceChannels().join(' ');
/** Who is on them and doing what, as one string (re-renders when it changes). */
const colleaguesKey = () =>
    openPresenceChannels()
        .map(channel => `${channel}:${colleaguesOn(channel).map(colleague => `${colleague.id}=${colleague.state}`).join(',')}`)
        .join(' ');

/**
 * Simulated colleagues (mock staff) on the record open in this tab: put one on it, set what they
 * are doing, take them off — the record's page shows them as it would show another admin.
 */
export const PresenceControls = () => {
    const translate = useTranslate();
    const channels = useSyncExternalStore(subscribePresence, channelsKey);
    useSyncExternalStore(subscribePresence, colleaguesKey);
    const list = channels ? channels.split(' ') : [];
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
                list.map(channel => {
                    const on = new Map(colleaguesOn(channel).map(colleague => [colleague.id, colleague.state]));
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
                                                        event.target.checked ? placeColleague(channel, colleague.id) : removeColleague(channel, colleague.id)
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
                                            onChange={event => setColleagueState(channel, colleague.id, event.target.value as ColleagueState)}
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
