import { ORDER_SOUND_URL, playOrderSound } from '../../src/realtime/sound';
import { toastStore } from '../../src/realtime/toasts';

describe('the new-order chime', () => {
    let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
    const sources: string[] = [];

    beforeEach(() => {
        toastStore.clear();
        play = vi.fn<() => Promise<void>>();
        vi.stubGlobal(
            'Audio',
            class {
                currentTime = 0;
                constructor(src: string) {
                    sources.push(src);
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
});
