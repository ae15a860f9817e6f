import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { AdminApp } from '../../src/AdminApp';

/** Renders the whole admin at a path, with a fresh in-memory preference store. */
export function renderAdmin(path = '/') {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminApp store={memoryStore()} />
        </MemoryRouter>
    );
}
