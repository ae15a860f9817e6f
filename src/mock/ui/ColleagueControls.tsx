import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { COLLEAGUE } from '../auth';
import { mockCall } from '../client';

/**
 * The developer panel's "as another staff member": a colleague changes or decides a record
 * (the open page's, or any by its resource and id) without the page knowing, so the next save
 * or decision of the version the page read meets a conflict.
 */
export const ColleagueControls = () => {
    const notify = useNotify();
    const [resource, setResource] = useState('');
    const [id, setId] = useState('');
    // the open page's record, when it is one the mock keeps
    useEffect(() => {
        let current = true;
        void mockCall('staff.recordOfPath', window.location.pathname).then(open => {
            if (!current || !open) return;
            setResource(typed => typed || open.resource);
            setId(typed => typed || String(open.id));
        });
        return () => {
            current = false;
        };
    }, []);
    const act = async (kind: 'change' | 'decide') => {
        const record = await mockCall(kind === 'change' ? 'staff.change' : 'staff.decide', resource.trim(), Number(id));
        notify(
            record
                ? `${COLLEAGUE.name} رکورد ${resource} ${id} را ${kind === 'change' ? 'تغییر داد' : 'بررسی کرد'}.`
                : 'این رکورد پیدا نشد یا تصمیمی برایش نمانده است.',
            { type: record ? 'info' : 'warning' }
        );
    };
    // two-person approval: the colleague asks for one, or decides the admin's request
    const approval = async (kind: 'request' | 'approved' | 'rejected') => {
        const target = resource.trim() ? { resource: resource.trim(), id: Number(id) } : null;
        const done =
            kind === 'request'
                ? !!target && !!(await mockCall('staff.request', target.resource, target.id))
                : (await mockCall('staff.decideApproval', kind, target?.resource, target?.id))?.status === 200;
        const said = { request: 'برای این رکورد درخواست تأیید فرستاد', approved: 'درخواست تأیید را پذیرفت', rejected: 'درخواست تأیید را رد کرد' }[kind];
        notify(done ? `${COLLEAGUE.name} ${said}.` : 'درخواستی برای این کار پیدا نشد.', { type: done ? 'info' : 'warning' });
    };
    return (
        <Box role="group" aria-labelledby="mock-colleague">
            <Typography id="mock-colleague" variant="subtitle2" gutterBottom>
                {`به‌جای همکار دیگر (${COLLEAGUE.name})`}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                <TextField size="small" label="منبع" name="mock-colleague-resource" value={resource} onChange={event => setResource(event.target.value)} slotProps={{ htmlInput: { dir: 'ltr' } }} />
                <TextField size="small" label="شناسه" name="mock-colleague-id" value={id} onChange={event => setId(event.target.value)} slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }} />
            </Stack>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                <Button size="small" variant="outlined" data-colleague="change" disabled={!resource || !id} onClick={() => void act('change')}>
                    تغییر رکورد
                </Button>
                <Button size="small" variant="outlined" data-colleague="decide" disabled={!resource || !id} onClick={() => void act('decide')}>
                    تصمیم روی رکورد
                </Button>
                <Button size="small" variant="outlined" data-colleague="request-approval" disabled={!resource || !id} onClick={() => void approval('request')}>
                    درخواست تأیید
                </Button>
                <Button size="small" variant="outlined" data-colleague="approve-approval" onClick={() => void approval('approved')}>
                    پذیرفتن درخواست من
                </Button>
                <Button size="small" variant="outlined" data-colleague="reject-approval" onClick={() => void approval('rejected')}>
                    رد درخواست من
                </Button>
            </Box>
        </Box>
    );
};
