import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyDashboard } from '../../src/dashboard/lazyDashboard';
import { screenComponentAt } from '../../src/resources/screens/screenLoaders';
import type { ResourceDefinition } from '../../src/resources/types';
import { preloadFirstScreen } from '../../src/routes/preloadFirstScreen';

// the screens' own code is not what is tested here: each stands for its chunk
vi.mock('../../src/resources/bank/BankList', () => ({ default: () => <p>bank accounts</p> }));
vi.mock('../../src/resources/ticket/TicketEdit', () => ({ default: () => <p>ticket form</p> }));
vi.mock('../../src/dashboard/Dashboard', () => ({ Dashboard: () => <p>dashboard</p> }));

const definition = {} as ResourceDefinition;

/** Draws a route's screen as the layout does: inside a Suspense with a loading fallback. */
const drawn = (Screen: ComponentType<{ definition: ResourceDefinition }>) =>
    render(
        <Suspense fallback={<p>loading</p>}>
            <Screen definition={definition} />
        </Suspense>
    );

describe("the first screen's code, fetched as the admin starts", () => {
    it("draws a resource's screen at once, with no loading fallback, once its code has arrived", async () => {
        await preloadFirstScreen('/bank');
        drawn(screenComponentAt('/bank')!);
        // in the same render: React neither showed the fallback nor holds the screen back after it
        expect(screen.getByText('bank accounts')).toBeTruthy();
        expect(screen.queryByText('loading')).toBeNull();
    });

    it('draws the dashboard at once on a start at `/`', async () => {
        await preloadFirstScreen('/');
        drawn(LazyDashboard);
        expect(screen.getByText('dashboard')).toBeTruthy();
        expect(screen.queryByText('loading')).toBeNull();
    });

    it('still shows the fallback for a screen not fetched ahead, then the screen', async () => {
        drawn(screenComponentAt('/ticket/4')!);
        expect(screen.getByText('loading')).toBeTruthy();
        expect(await screen.findByText('ticket form')).toBeTruthy();
    });
});
