import { ORDER_SOUND_URL, playOrderSound } from '../../src/realtime/sound';
import { toastStore } from '../../src/realtime/toasts';

describe('the new-order chime', () => {
    let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
    const sources: string[] = [];
    const players: Array<{ paused?: boolean; ended?: boolean; currentTime: number }> = [];

    beforeEach(() => {
        toastStore.clear();
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
    afterEach(() => vi.unstubAllGlobals());

    it('plays the shipped sound', async () => {
        play.mockResolvedValue(undefined);
        playOrderSound();
        await Promise.resolve();
        expect(play).toHaveBeenCalledTimes(1);
        expect(sources.at(-1) ?? ORDER_SOUND_URL).toBe(ORDER_SOUND_URL);
        expect(toastStore.getState()).toHaveLength(0);
    });

    it('says so when the browser blocks it, and its retry plays it again', async () => {
        play.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError')).mockResolvedValue(undefined);
        playOrderSound();
        await vi.waitFor(() => expect(toastStore.getState()).toHaveLength(1));
        const [toast] = toastStore.getState();
        expect(toast.message).toBe('app.live.sound_error');
        expect(toast.action?.label).toBe('app.live.retry');
        toast.action?.run();
        expect(play).toHaveBeenCalledTimes(2);
    });

    it('lets a chime that is still ringing announce the orders arriving meanwhile', () => {
        play.mockResolvedValue(undefined);
        playOrderSound();
        const player = players[0];
        expect(player).toBeDefined();
        player.paused = false;
        player.ended = false;
        player.currentTime = 0.2;
        playOrderSound();
        playOrderSound();
        expect(play).toHaveBeenCalledTimes(1);
        expect(player.currentTime).toBe(0.2);
        player.ended = true; // rung out: the next order rings again, from the start
        playOrderSound();
        expect(play).toHaveBeenCalledTimes(2);
        expect(player.currentTime).toBe(0);
        delete player.paused;
        delete player.ended;
    });
});
