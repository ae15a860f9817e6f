import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { COLLEAGUE } from '../auth';
import { changeAsColleague, decideApprovalAsColleague, decideAsColleague, recordOfPath, requestAsColleague } from '../colleague';

/**
 * The developer panel's "as another staff member": a colleague changes or decides a record
 * (the open page's, or any by its resource and id) without the page knowing, so the next save
 * or decision of the version the page read meets a conflict.
 */
export const ColleagueControls = () => {
    const notify = useNotify();
    const open = recordOfPath(window.location.pathname);
    const [resource, setResource] = useState(open?.resource ?? '');
    const [id, setId] = useState(open ? String(open.id) : '');
    const act = (kind: 'change' | 'decide') => {
        const record = kind === 'change' ? changeAsColleague(resource.trim(), Number(id)) : decideAsColleague(resource.trim(), Number(id));
        notify(
            record
                ? `${COLLEAGUE.name} رکورد ${resource} ${id} را ${kind === 'change' ? 'تغییر داد' : 'بررسی کرد'}.`
                : 'این رکورد پیدا نشد یا تصمیمی برایش نمانده است.',
            { type: record ? 'info' : 'warning' }
        );
    };
    // two-person approval: the colleague asks for one, or decides the admin's request
    const approval = (kind: 'request' | 'approved' | 'rejected') => {
        const target = resource.trim() ? { resource: resource.trim(), id: Number(id) } : null;
        const done =
            kind === 'request'
                ? !!target && !!requestAsColleague(target.resource, target.id)
                : decideApprovalAsColleague(kind, target?.resource, target?.id)?.status === 200;
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
                <Button size="small" variant="outlined" data-colleague="change" disabled={!resource || !id} onClick={() => act('change')}>
                    تغییر رکورد
                </Button>
                <Button size="small" variant="outlined" data-colleague="decide" disabled={!resource || !id} onClick={() => act('decide')}>
                    تصمیم روی رکورد
                </Button>
                <Button size="small" variant="outlined" data-colleague="request-approval" disabled={!resource || !id} onClick={() => approval('request')}>
                    درخواست تأیید
                </Button>
                <Button size="small" variant="outlined" data-colleague="approve-approval" onClick={() => approval('approved')}>
                    پذیرفتن درخواست من
                </Button>
                <Button size="small" variant="outlined" data-colleague="reject-approval" onClick={() => approval('rejected')}>
                    رد درخواست من
                </Button>
            </Box>
        </Box>
    );
};
