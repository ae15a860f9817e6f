import type * as Sound from '../../src/realtime/sound';
import type * as Toasts from '../../src/realtime/toasts';

describe('the new-order chime', () => {
    let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
    let sources: string[];
    let players: Array<{ paused?: boolean; ended?: boolean; currentTime: number }>;
    // each test has the module as a page loads it: no chime rung yet
    let sound: typeof Sound;
    let toastStore: typeof Toasts.toastStore;

    beforeEach(async () => {
        vi.useFakeTimers({ toFake: ['performance'] });
        vi.resetModules();
        sound = await import('../../src/realtime/sound');
        ({ toastStore } = await import('../../src/realtime/toasts'));
        sources = [];
        players = [];
        play = vi.fn<() => Promise<void>>();
        vi.stubGlobal(
            'Audio',
            class {
                currentTime = 0;
                constructor(src: string) {
                    sources.push(src);
                    players.push(this);
                }
                // the module keeps its Audio: call whatever this test's play is
                play() {
                    return play();
                }
            }
        );
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        vi.useRealTimers();
    });

    it('plays the shipped sound', async () => {
        play.mockResolvedValue(undefined);
        sound.playOrderSound();
        await Promise.resolve();
        expect(play).toHaveBeenCalledTimes(1);
        expect(sources).toEqual([sound.ORDER_SOUND_URL]);
        expect(toastStore.getState()).toHaveLength(0);
    });

    it('says so when the browser blocks it, and its retry plays it again at once', async () => {
        play.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError')).mockResolvedValue(undefined);
        sound.playOrderSound();
        await vi.waitFor(() => expect(toastStore.getState()).toHaveLength(1));
        const [toast] = toastStore.getState();
        expect(toast.message).toBe('app.live.sound_error');
        expect(toast.action?.label).toBe('app.live.retry');
        toast.action?.run();
        expect(play).toHaveBeenCalledTimes(2);
    });

    it('lets a chime announce the orders arriving while it rings and for two seconds from its start', () => {
        play.mockResolvedValue(undefined);
        sound.playOrderSound();
        const [player] = players;
        player.paused = false;
        player.ended = false;
        player.currentTime = 0.2;
        vi.advanceTimersByTime(200);
        sound.playOrderSound();
        sound.playOrderSound();
        expect(play).toHaveBeenCalledTimes(1);
        expect(player.currentTime).toBe(0.2);

        // rung out (half a second), but within two seconds of its start: still announced by it
        player.ended = true;
        vi.advanceTimersByTime(sound.CHIME_GAP_MS - 201);
        sound.playOrderSound();
        expect(play).toHaveBeenCalledTimes(1);

        // the next order after that rings again, from the start
        vi.advanceTimersByTime(1);
        sound.playOrderSound();
        expect(play).toHaveBeenCalledTimes(2);
        expect(player.currentTime).toBe(0);
    });
});
