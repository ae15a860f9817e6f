import { Form, PasswordInput, TextInput, useTranslate } from 'react-admin';
import { SubmitButton } from './SubmitButton';
import { useSignIn } from './useSignIn';

const REQUIRED = 'app.auth.password.required';

/** Both fields are needed; one message says so. */
const validate = (values: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    if (!String(values.username ?? '').trim()) errors.username = REQUIRED;
    if (!String(values.password ?? '')) errors.password = REQUIRED;
    return errors;
};

/** Password path: username and password to `POST /admin/auth/token`. */
export const PasswordLoginForm = () => {
    const translate = useTranslate();
    const signIn = useSignIn();

    const submit = async (values: Record<string, unknown>) => {
        await signIn({ username: String(values.username).trim(), password: String(values.password) });
    };

    return (
        <Form onSubmit={submit} validate={validate} noValidate>
            <TextInput
                source="username"
                label="app.auth.username"
                autoFocus
                autoComplete="username"
                slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <PasswordInput source="password" label="app.auth.password.label" autoComplete="current-password" />
            <SubmitButton label={translate('app.auth.sign_in')} />
        </Form>
    );
};
