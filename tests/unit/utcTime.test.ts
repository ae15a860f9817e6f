import { utcTime } from '../../src/realtime/utcTime';

/** Date.parse and utcTime agree, NaN included. */
const agree = (text: string) => expect([text, utcTime(text)]).toEqual([text, Date.parse(text)]);

/** A small deterministic generator, so a failure names the same texts every run. */
function random(seed: number) {
    let state = seed;
    return (below: number) => {
        state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
        return state % below;
    };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('utcTime (an order’s created_at)', () => {
    it('reads the server’s form exactly as Date.parse does, with 0 to 9 digits of a second’s fraction', () => {
        const next = random(7);
        for (let index = 0; index < 5000; index++) {
            const date = `${pad(next(10_000), 4)}-${pad(1 + next(12), 2)}-${pad(1 + next(31), 2)}`;
            const time = `${pad(next(24), 2)}:${pad(next(60), 2)}:${pad(next(60), 2)}`;
            const digits = [0, 1, 2, 3, 6, 9][next(6)];
            const fraction = digits ? `.${pad(next(10 ** digits), digits)}` : '';
            agree(`${date}T${time}${fraction}Z`);
        }
        expect(utcTime('2026-11-23T10:15:00.000000Z')).toBe(Date.UTC(2026, 10, 23, 10, 15, 0));
        expect(utcTime('1970-01-01T00:00:00Z')).toBe(0);
    });

    it('reads the server’s form by itself, without the engine’s general parser', () => {
        const parse = vi.spyOn(Date, 'parse');
        try {
            expect(utcTime('2026-11-23T10:15:00.000000Z')).toBe(1_795_428_900_000);
            expect(utcTime('2026-11-23T10:15:00Z')).toBe(1_795_428_900_000);
            expect(parse).not.toHaveBeenCalled();
        } finally {
            parse.mockRestore();
        }
    });

    it('leaves every other text to Date.parse: offsets, no zone, impossible and edge dates, garbage', () => {
        [
            '2026-11-23T10:15:00+03:30',
            '2026-11-23T10:15:00',
            '2026-11-23 10:15:00',
            '2026-11-23',
            '2026-02-29T00:00:00Z',
            '2026-02-30T00:00:00Z',
            '2024-02-29T12:00:00Z',
            '2026-04-31T00:00:00Z',
            '2026-12-31T23:59:59.999Z',
            '2026-11-23T24:00:00Z',
            '2026-13-01T00:00:00Z',
            '2026-00-10T00:00:00Z',
            '2026-11-00T00:00:00Z',
            '2026-11-23T10:60:00Z',
            '2026-11-23T10:15:60Z',
            '2026-11-23T10:15:00.Z',
            '2026-11-23T10:15:00.1x3Z',
            '2026-11-23t10:15:00z',
            '+002026-11-23T10:15:00Z',
            '-000001-01-01T00:00:00Z',
            '0000-01-01T00:00:00Z',
            '2O26-11-23T10:15:00Z',
            '2026-1a-23T10:15:00Z',
            '۲۰۲۶-۱۱-۲۳T10:15:00Z',
            ' 2026-11-23T10:15:00Z',
            'yesterday-ish',
            '',
        ].forEach(agree);
    });
});
