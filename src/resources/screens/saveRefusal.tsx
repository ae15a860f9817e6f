import { Alert } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { HttpError } from 'react-admin';

/**
 * A save the server refused for want of permission (a `403`): its message, shown in the form where
 * the admin pressed save, above what they typed (kept), until the next save.
 */
interface SaveRefusal {
    message: string | null;
    /** takes a failed save's error: a 403 is kept to show; true when it was one */
    take(error: unknown): boolean;
    clear(): void;
}

const Context = createContext<SaveRefusal | null>(null);

export const SaveRefusalScope = ({ children }: { children: ReactNode }) => {
    const [message, setMessage] = useState<string | null>(null);
    const take = useCallback((error: unknown) => {
        if (!(error instanceof HttpError) || error.status !== 403) return false;
        const said: unknown = error.body?.message ?? error.message;
        setMessage(typeof said === 'string' && said.trim() ? said : 'شما اجازه این کار را ندارید.');
        return true;
    }, []);
    const clear = useCallback(() => setMessage(null), []);
    const value = useMemo(() => ({ message, take, clear }), [message, take, clear]);
    return <Context.Provider value={value}>{children}</Context.Provider>;
};

/** The scope's refusal (or none outside a scope). */
export const useSaveRefusal = () => useContext(Context);

/** The refused save's message, in the form (text, never HTML). */
export const SaveRefusalAlert = () => {
    const refusal = useSaveRefusal();
    if (!refusal?.message) return null;
    return (
        <Alert severity="error" role="alert" sx={{ mb: 2, width: '100%' }} onClose={refusal.clear} data-testid="save-refused">
            {refusal.message}
        </Alert>
    );
};
