import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** The form's submit button: shows progress and can't be pressed again while the request runs. */
export const SubmitButton = ({ label, busy = false }: { label: string; busy?: boolean }) => {
    const { isSubmitting } = useFormState();
    const working = busy || isSubmitting;
    return (
        <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={working}
            aria-busy={working}
            startIcon={working ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ mt: 2, py: 1.25 }}
        >
            {label}
        </Button>
    );
};
