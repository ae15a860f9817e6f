import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler, useState } from 'react';
import { AdminContext, memoryStore, usePermissions, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { useAdminPermissions, useCanOpen } from '../../src/access/useCanOpen';
import type { AdminAccess } from '../../src/access/rules';

const LIMITED: AdminAccess = { role: 'admin', accesses: ['receipt'] };

/** An auth provider whose permissions are `access`, counting how often they are asked for. */
function authWith(access: AdminAccess) {
    const asked = { count: 0 };
    const authProvider: AuthProvider = {
        login: async () => undefined,
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => {
            asked.count++;
            return { ...access, accesses: [...access.accesses] };
        },
    };
    return { authProvider, asked };
}

/** How often the menu-like reader has been drawn. */
const menuDraws = { count: 0 };
const countDraw = () => void menuDraws.count++;

/** What the side menu reads: whether the receipts and the orders may be opened. */
function MenuReader() {
    const canOpen = useCanOpen();
    const permissions = useAdminPermissions();
    return (
        <p>
            {permissions ? `receipt:${canOpen('receipt')} order:${canOpen('order')}` : 'unknown'}
        </p>
    );
}

/** The reader as the shell holds its menu: memoised, so only what it reads draws it again. */
const MenuLike = memo(function MenuLike() {
    return (
        <Profiler id="menu" onRender={countDraw}>
            <MenuReader />
        </Profiler>
    );
});

/** A react-admin reader of the same permissions. */
const RaReader = () => {
    const { permissions } = usePermissions<AdminAccess>();
    return <p>react-admin: {permissions?.accesses.join(',') ?? 'unknown'}</p>;
};

/**
 * Both readers in an admin, under a route whose context changes each time the routes draw again
 * (as react-admin's do while the admin starts and on each page change): the button draws them
 * again.
 */
function renderReaders(authProvider: AuthProvider, queryClient = new QueryClient()) {
    menuDraws.count = 0;
    const Routed = () => {
        const [times, setTimes] = useState(0);
        return (
            <>
                <button onClick={() => setTimes(times + 1)}>draw the routes again</button>
                <Routes>
                    <Route
                        path="/*"
                        element={
                            <>
                                <MenuLike />
                                <RaReader />
                            </>
                        }
                    />
                </Routes>
            </>
        );
    };
    render(
        <AdminContext authProvider={authProvider} store={memoryStore()} queryClient={queryClient}>
            <Routed />
        </AdminContext>
    );
}

describe('the permissions the menu reads (src/access/useCanOpen.ts)', () => {
    it("are react-admin's own: one request answers both readers", async () => {
        const { authProvider, asked } = authWith(LIMITED);
        renderReaders(authProvider);
        expect(await screen.findByText('receipt:true order:false')).toBeInTheDocument();
        expect(await screen.findByText('react-admin: receipt')).toBeInTheDocument();
        expect(asked.count).toBe(1);
    });

    it('draw their reader again only when they change: not when the route draws again, nor when fetched again', async () => {
        const { authProvider, asked } = authWith(LIMITED);
        const queryClient = new QueryClient();
        renderReaders(authProvider, queryClient);
        await screen.findByText('receipt:true order:false');
        const drawn = menuDraws.count;
        fireEvent.click(screen.getByRole('button', { name: 'draw the routes again' }));
        expect(menuDraws.count).toBe(drawn);
        await act(() => queryClient.refetchQueries({ queryKey: ['auth', 'getPermissions'] }));
        expect(menuDraws.count).toBe(drawn);
        expect(asked.count).toBeGreaterThan(1);
        expect(screen.getByText('receipt:true order:false')).toBeInTheDocument();
    });
});
