import { Box, Button, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { mockCall } from '../client';
import { WAITING_KINDS, WAITING_LABELS } from '../waitingKinds';

/** The developer panel's "add waiting work": one new record in a queue, then badges and lists catch up. */
export const WaitingWorkControls = () => {
    const refresh = useRefresh();
    const notify = useNotify();
    return (
        <Box role="group" aria-labelledby="mock-waiting-work">
            <Typography id="mock-waiting-work" variant="subtitle2" gutterBottom>
                افزودن کار در انتظار
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {Object.keys(WAITING_KINDS).map(kind => (
                    <Button
                        key={kind}
                        size="small"
                        variant="outlined"
                        data-waiting-kind={kind}
                        onClick={async () => {
                            const record = await mockCall('waiting.add', kind);
                            if (!record) return;
                            refresh();
                            notify(`${WAITING_LABELS[kind]} تازه در صف قرار گرفت.`, { type: 'info' });
                        }}
                    >
                        {WAITING_LABELS[kind]}
                    </Button>
                ))}
            </Box>
        </Box>
    );
};
