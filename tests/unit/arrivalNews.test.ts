import { createArrivalNews } from '../../src/realtime/orders/arrivalNews';
import { makeOrder } from '../support/liveOrder';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const idsOf = (news: ReturnType<typeof createArrivalNews>) => news.getState().orders.map(order => order.id);

describe('new-order news for screen readers', () => {
    it('tells a lone order at once, and the orders of a burst together once the quiet time is up', () => {
        const news = createArrivalNews(1500);
        const heard = vi.fn();
        news.subscribe(heard);

        news.arrived(makeOrder(1));
        expect(heard).toHaveBeenCalledTimes(1);
        expect(idsOf(news)).toEqual([1]);

        news.arrived(makeOrder(2));
        news.arrived(makeOrder(3));
        vi.advanceTimersByTime(1499);
        expect(heard, 'nothing more within the quiet time').toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(1);
        expect(heard).toHaveBeenCalledTimes(2);
        expect(idsOf(news)).toEqual([2, 3]);

        // a quiet spell with nothing new: the next order is news at once again
        vi.advanceTimersByTime(1500);
        expect(heard).toHaveBeenCalledTimes(2);
        news.arrived(makeOrder(4));
        expect(heard).toHaveBeenCalledTimes(3);
        expect(idsOf(news)).toEqual([4]);
        expect(news.getState().seq).toBe(3);
    });

    it('forgets what waits on sign-out', () => {
        const news = createArrivalNews(1500);
        const heard = vi.fn();
        news.subscribe(heard);
        news.arrived(makeOrder(1));
        news.arrived(makeOrder(2));
        news.reset();
        vi.advanceTimersByTime(5000);
        expect(heard).toHaveBeenCalledTimes(1);
        news.arrived(makeOrder(3));
        expect(idsOf(news), 'told at once after a reset').toEqual([3]);
    });
});
