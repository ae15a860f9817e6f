import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { AdminContext, memoryStore, usePermissions, type AuthProvider } from 'react-admin';
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

/** What the side menu reads: whether the receipts and the orders may be opened. */
const MenuLike = () => {
    const canOpen = useCanOpen();
    const permissions = useAdminPermissions();
    return (
        <p>
            {permissions ? `receipt:${canOpen('receipt')} order:${canOpen('order')}` : 'unknown'}
        </p>
    );
};

/** A react-admin reader of the same permissions. */
const RaReader = () => {
    const { permissions } = usePermissions<AdminAccess>();
    return <p>react-admin: {permissions?.accesses.join(',') ?? 'unknown'}</p>;
};

/** Both readers in an admin; `menuDraws()` counts how often the menu-like reader was drawn. */
function renderReaders(authProvider: AuthProvider, queryClient = new QueryClient()) {
    let draws = 0;
    render(
        <AdminContext authProvider={authProvider} store={memoryStore()} queryClient={queryClient}>
            <Profiler id="menu" onRender={() => void draws++}>
                <MenuLike />
            </Profiler>
            <RaReader />
        </AdminContext>
    );
    return { menuDraws: () => draws };
}

describe('the permissions the menu reads (src/access/useCanOpen.ts)', () => {
    it("are react-admin's own: one request answers both readers", async () => {
        const { authProvider, asked } = authWith(LIMITED);
        renderReaders(authProvider);
        expect(await screen.findByText('receipt:true order:false')).toBeInTheDocument();
        expect(await screen.findByText('react-admin: receipt')).toBeInTheDocument();
        expect(asked.count).toBe(1);
    });

    it('draw their reader again only when they change, not at each step of fetching them again', async () => {
        const { authProvider, asked } = authWith(LIMITED);
        const queryClient = new QueryClient();
        const { menuDraws } = renderReaders(authProvider, queryClient);
        await screen.findByText('receipt:true order:false');
        const drawn = menuDraws();
        await act(() => queryClient.refetchQueries({ queryKey: ['auth', 'getPermissions'] }));
        expect(menuDraws()).toBe(drawn);
        expect(asked.count).toBeGreaterThan(1);
        expect(screen.getByText('receipt:true order:false')).toBeInTheDocument();
    });
});
