import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadScreenAt, screenComponentAt } from '../../src/resources/screens/screenLoaders';
import type { ResourceDefinition } from '../../src/resources/types';

// the screens' own code is not what is tested here: each stands for its chunk
vi.mock('../../src/resources/bank/BankList', () => ({ default: () => <p>bank accounts</p> }));
vi.mock('../../src/resources/ticket/TicketEdit', () => ({ default: () => <p>ticket form</p> }));

const definition = {} as ResourceDefinition;

/** Draws a route's screen as the layout does: inside a Suspense with a loading fallback. */
const drawn = (pathname: string) => {
    const Screen = screenComponentAt(pathname)!;
    render(
        <Suspense fallback={<p>loading</p>}>
            <Screen definition={definition} />
        </Suspense>
    );
};

describe("the first screen's code fetched as the admin starts", () => {
    it('draws the screen at once, with no loading fallback, once its code has arrived', async () => {
        await preloadScreenAt('/bank');
        drawn('/bank');
        // in the same render: React neither showed the fallback nor holds the screen back after it
        expect(screen.getByText('bank accounts')).toBeTruthy();
        expect(screen.queryByText('loading')).toBeNull();
    });

    it('still shows the fallback for a screen not fetched ahead, then the screen', async () => {
        drawn('/ticket/4');
        expect(screen.getByText('loading')).toBeTruthy();
        expect(await screen.findByText('ticket form')).toBeTruthy();
    });
});
