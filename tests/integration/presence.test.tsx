import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockRecord } from '../../src/mock/db';
import { store } from '../../src/mock/store';
import { presenceHub } from '../../src/realtime/presence/hub';
import { fakePresenceConnection, type JoinedChannel } from '../support/fakePresence';
import { startMockServer } from '../support/mockServer';
import { renderScreen } from '../support/renderScreen';

/**
 * Who else is on a record, on its pages (src/realtime/presence/): the header line driven by a
 * presence channel the test plays (what pusher-js reports), what the page sends back
 * (`client-activity`), the question before deciding what another is deciding, and a page without
 * presence. The mock's own presence channels are tested with pusher-js in mockPresence.test.ts.
 */
startMockServer();

let joined: JoinedChannel[] = [];

beforeEach(() => {
    const connection = fakePresenceConnection();
    joined = connection.joined;
    presenceHub.set(connection.join);
});
afterEach(() => presenceHub.set(null));

const ME = '09121234567';
const pendingReceipt = (): MockRecord => [...(store.get('receipt')?.all() ?? [])].find(record => record.status === 'pending')!;
const channelOf = async (name: string) => {
    await waitFor(() => expect(joined.find(entry => entry.name === name && !entry.left)).toBeDefined());
    return joined.find(entry => entry.name === name && !entry.left)!;
};
const header = () => screen.getByTestId('presence');

describe('presence on a record’s page', () => {
    it('shows the others live with what they do, never this admin; asks before deciding what another decides; leaves with the page', async () => {
        const receipt = pendingReceipt();
        const { unmount } = renderScreen(`/receipt/${receipt.id}/show`);
        const channel = await channelOf(`presence-receipt.${receipt.id}`);
        act(() =>
            channel.handlers.onMembers(ME, [
                { id: ME, info: { name: 'مدیر کل', avatar: null } },
                { id: '8', info: { name: 'علی رضایی', avatar: null } },
            ])
        );
        expect(within(header()).getByText('علی رضایی')).toBeInTheDocument();
        expect(within(header()).queryByText('مدیر کل')).not.toBeInTheDocument();
        expect(screen.getByTestId('presence-member-8')).toHaveTextContent('علی رضایی · مشاهده');

        act(() => channel.handlers.onAdded('9', { name: '<b>سارا</b>', avatar: null }));
        // text from the server is text
        expect(screen.getByTestId('presence-member-9')).toHaveTextContent('<b>سارا</b> · مشاهده');
        act(() => channel.handlers.onActivity('8', { state: 'deciding' }));
        expect(screen.getByTestId('presence-member-8')).toHaveTextContent('علی رضایی · تصمیم‌گیری');
        expect(screen.getByTestId('presence-member-8')).toHaveAttribute('data-state', 'deciding');

        // deciding what Ali is deciding: asked first, naming him; no is no
        fireEvent.click(await screen.findByTestId('decision-reject'));
        const question = await screen.findByRole('dialog');
        expect(question).toHaveTextContent('علی رضایی');
        fireEvent.click(within(question).getByRole('button', { name: 'انصراف' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(channel.sent).toEqual([]);

        // yes: the decision's dialog, and the others hear this admin is deciding
        fireEvent.click(screen.getByTestId('decision-reject'));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ادامه' }));
        await screen.findByTestId('decision-reject-send');
        await waitFor(() => expect(channel.sent).toEqual([['client-activity', { state: 'deciding' }]]));
        fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
        await waitFor(() => expect(channel.sent.at(-1)).toEqual(['client-activity', { state: 'viewing' }]), { timeout: 3000 });

        // approving while nobody else decides: no question
        act(() => channel.handlers.onActivity('8', { state: 'viewing' }));
        act(() => channel.handlers.onRemoved('8'));
        expect(screen.queryByTestId('presence-member-8')).not.toBeInTheDocument();
        expect(screen.getByTestId('presence-member-9')).toBeInTheDocument();

        // dropped or refused: nothing shown, nothing said
        act(() => channel.handlers.onLost());
        expect(header()).toBeEmptyDOMElement();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();

        unmount();
        expect(channel.left).toBe(true);
    });

    it('focusing a field of the edit form is editing; leaving the fields is viewing again', async () => {
        const record = [...(store.get('product-category')?.all() ?? [])][0];
        renderScreen(`/product-category/${record.id}`);
        const channel = await channelOf(`presence-product-category.${record.id}`);
        act(() => channel.handlers.onMembers(ME, [{ id: ME, info: { name: 'مدیر کل' } }]));
        const title = await waitFor(() => {
            const input = document.querySelector<HTMLInputElement>('input[name="title"]');
            expect(input).not.toBeNull();
            return input!;
        });
        act(() => title.focus());
        await waitFor(() => expect(channel.sent).toEqual([['client-activity', { state: 'editing' }]]));
        act(() => title.blur());
        await waitFor(() => expect(channel.sent.at(-1)).toEqual(['client-activity', { state: 'viewing' }]), { timeout: 3000 });
    });

    it('without presence (no connection, or refused) the page is as before: no header, no error', async () => {
        presenceHub.set(null);
        const receipt = pendingReceipt();
        renderScreen(`/receipt/${receipt.id}/show`);
        await screen.findByTestId('decision-reject');
        expect(header()).toBeEmptyDOMElement();
        fireEvent.click(screen.getByTestId('decision-reject'));
        // straight to the decision's dialog: nobody to ask about
        await screen.findByTestId('decision-reject-send');
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
});
