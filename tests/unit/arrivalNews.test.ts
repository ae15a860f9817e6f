import { createArrivalNews } from '../../src/realtime/orders/arrivalNews';
import { makeOrder } from '../support/liveOrder';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const idsOf = (news: ReturnType<typeof createArrivalNews>) => news.getState().ids;

describe('new-order news for screen readers', () => {
    it('tells a lone order at once, and the orders of a burst together once the quiet time is up', () => {
        const news = createArrivalNews(1500);
        const heard = vi.fn();
        news.subscribe(heard);

        news.arrived(makeOrder(1));
        expect(heard).toHaveBeenCalledTimes(1);
        expect(idsOf(news)).toEqual([1]);
        expect(news.getState().first?.id, 'a lone order is told by its summary').toBe(1);

        news.arrived(makeOrder(2));
        news.arrived(makeOrder(3));
        vi.advanceTimersByTime(1499);
        expect(heard, 'nothing more within the quiet time').toHaveBeenCalledTimes(1);
        vi.advanceTimersByTime(1);
        expect(heard).toHaveBeenCalledTimes(2);
        expect(idsOf(news)).toEqual([2, 3]);
        expect(news.getState().first?.id, 'of a burst only the first order is kept').toBe(2);

        // a quiet spell with nothing new: the next order is news at once again
        vi.advanceTimersByTime(1500);
        expect(heard).toHaveBeenCalledTimes(2);
        news.arrived(makeOrder(4));
        expect(heard).toHaveBeenCalledTimes(3);
        expect(idsOf(news)).toEqual([4]);
        expect(news.getState().seq).toBe(3);
    });

    it('holds what arrives while nobody listens, and tells it to the first listener at once', () => {
        const news = createArrivalNews(1500);
        news.arrived(makeOrder(1));
        news.arrived(makeOrder(2));
        expect(news.getState().seq, 'nothing told with nobody to hear it').toBe(0);

        const heard = vi.fn();
        news.subscribe(heard);
        expect(heard).toHaveBeenCalledTimes(1);
        expect(idsOf(news)).toEqual([1, 2]);

        // a second listener hears the next news, not the held one again
        const later = vi.fn();
        news.subscribe(later);
        expect(later).not.toHaveBeenCalled();
        vi.advanceTimersByTime(1500);
        news.arrived(makeOrder(3));
        expect(heard).toHaveBeenCalledTimes(2);
        expect(later).toHaveBeenCalledTimes(1);
        expect(idsOf(news)).toEqual([3]);
    });

    it('holds a burst whose quiet time ends after its listener has gone, for the next listener', () => {
        const news = createArrivalNews(1500);
        const stop = news.subscribe(vi.fn());
        news.arrived(makeOrder(1));
        news.arrived(makeOrder(2));
        stop();
        vi.advanceTimersByTime(1500);
        expect(news.getState().seq, 'not told to nobody').toBe(1);

        const heard = vi.fn();
        news.subscribe(heard);
        expect(heard).toHaveBeenCalledTimes(1);
        expect(idsOf(news)).toEqual([2]);
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
