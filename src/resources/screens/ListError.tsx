import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Shown in place of the rows when the list can't be loaded: the screen stays, with a retry. */
export const ListError = () => {
    const translate = useTranslate();
    const { refetch } = useListContext();
    return (
        <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
                <Button color="inherit" size="small" onClick={() => refetch()}>
                    {translate('ra.action.refresh')}
                </Button>
            }
        >
            {translate('app.errors.load')}
        </Alert>
    );
};
