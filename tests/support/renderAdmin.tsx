import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { AdminApp } from '../../src/AdminApp';
import { issueToken } from '../../src/mock/auth';
import { TOKEN_KEY } from '../../src/providers/session';

/** Stores a token the mock backend accepts, as a sign-in would. */
export const signInAs = (mobile = '09121234567') => localStorage.setItem(TOKEN_KEY, issueToken(mobile));

/** Renders the whole admin at a path, signed in unless told otherwise, with a fresh preference store. */
export function renderAdmin(path = '/', { signedIn = true }: { signedIn?: boolean } = {}) {
    if (signedIn) signInAs();
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminApp store={memoryStore()} />
        </MemoryRouter>
    );
}
