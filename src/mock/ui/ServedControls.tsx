import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { mockCall } from '../client';
import { SERVED_SAMPLES } from '../served/samples';
import { readMockSettings } from '../settings';

const SERVED_SAMPLE_NAMES = Object.keys(SERVED_SAMPLES);

const labelOf = (name: string) => (SERVED_SAMPLES[name].label as { many: string }).many;

/**
 * The developer panel's "served resources": which sample definitions `GET /admin/resources`
 * serves (each switch fires `resources.updated`, so the menu follows at once, with no server),
 * more records for one, and the event alone.
 */
export const ServedControls = () => {
    const notify = useNotify();
    const refresh = useRefresh();
    const [served, setServed] = useState(() => readMockSettings().served);
    return (
        <Box role="group" aria-labelledby="mock-served">
            <Typography id="mock-served" variant="subtitle2" gutterBottom>
                منابع تعریف‌شده در سرور
            </Typography>
            {SERVED_SAMPLE_NAMES.map(name => (
                <Box key={name} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                    <FormControlLabel
                        control={
                            <Switch
                                size="small"
                                checked={served.includes(name)}
                                inputProps={{ 'data-served-sample': name } as Record<string, string>}
                                onChange={event => {
                                    const next = event.target.checked ? [...served, name] : served.filter(item => item !== name);
                                    setServed(next);
                                    void mockCall('served.serve', next);
                                }}
                            />
                        }
                        label={labelOf(name)}
                    />
                    <Button
                        size="small"
                        disabled={!served.includes(name)}
                        data-served-add={name}
                        onClick={async () => {
                            const added = await mockCall('served.addRecords', name, 3);
                            refresh();
                            notify(`${added.length.toLocaleString('fa-IR')} رکورد تازه در ${labelOf(name)} افزوده شد.`, { type: 'info' });
                        }}
                    >
                        افزودن رکورد
                    </Button>
                </Box>
            ))}
            <Button size="small" variant="outlined" sx={{ mt: 0.5 }} onClick={() => void mockCall('served.announce')}>
                ارسال resources.updated
            </Button>
        </Box>
    );
};
