import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** 'Leave this page?': staying is the default (focused, and Escape); leaving drops the changes. */
const LeaveQuestion = ({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) => {
    const translate = useTranslate();
    const titleId = useId();
    const textId = useId();
    return (
        <Dialog open onClose={onStay} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" data-testid="leave-question">
            <DialogTitle id={titleId}>{translate('app.drafts.leave_title')}</DialogTitle>
            <DialogContent>
                <DialogContentText id={textId}>{translate('app.drafts.leave_text')}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" onClick={onStay} autoFocus>
                    {translate('app.drafts.stay')}
                </Button>
                <Button color="warning" onClick={onLeave}>
                    {translate('app.drafts.leave')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export default LeaveQuestion;
