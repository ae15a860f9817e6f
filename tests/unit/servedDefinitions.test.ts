// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { literalText, setLiterals } from '../../src/i18n/literalMessages';
import { createI18nProvider, messagesWith } from '../../src/providers/i18nProvider';
import { APPRAISAL, COUPON } from '../../src/mock/served/samples';
import { iconOf } from '../../src/resources/icons';
import { activity, definitions, parts } from '../../src/resources/registry';
import { definitionProblem } from '../../src/resources/schema';
import { acceptDefinitions, literalsOf } from '../../src/resources/served/accept';
import { readServed } from '../../src/resources/served/read';
import { resetServed, servedDefinitions, servedSettled, subscribeServed } from '../../src/resources/served/store';
import { definitionOf } from '../../src/resources/registry';
import { apiUrl } from '../../src/config';
import { session } from '../../src/providers/session';
import { LiveStore } from '../../src/realtime/liveStore';
import { createPipeline, NO_EFFECTS } from '../../src/realtime/pipeline';
import { onResourcesUpdated } from '../../src/realtime/resourcesUpdated';

const builtIns = [...definitions, ...parts, activity];
const accept = (data: unknown) => acceptDefinitions(data, { builtIns, problemOf: definitionProblem });
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('which served definitions are taken', () => {
    it('takes the samples, which validate against the definitions schema', () => {
        expect(definitionProblem(COUPON)).toBeUndefined();
        expect(definitionProblem(APPRAISAL)).toBeUndefined();
        const { definitions: taken, warnings } = accept([COUPON, APPRAISAL]);
        expect(warnings).toEqual([]);
        expect(taken.map(definition => definition.name)).toEqual(['coupon', 'appraisal']);
        expect(iconOf(taken[0].icon)).toBe(iconOf('LocalOffer'));
        expect(taken[0].decisions?.map(decision => decision.id)).toEqual(['approve', 'reject']);
    });

    it('leaves out an invalid one whole, with one warning naming it and why; the rest are taken', () => {
        const broken = { ...copy(COUPON), name: 'broken', menuId: 'broken', fields: [{ source: 'x', label: 'x', type: 'colour' }] };
        const { definitions: taken, warnings } = accept([broken, APPRAISAL]);
        expect(taken.map(definition => definition.name)).toEqual(['appraisal']);
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toContain('"broken"');
        expect(warnings[0]).toMatch(/fields\/0\/type/);
    });

    it('leaves out one missing a required key', () => {
        const { label: _label, ...unlabelled } = copy(COUPON);
        const { definitions: taken, warnings } = accept([unlabelled]);
        expect(taken).toEqual([]);
        expect(warnings[0]).toContain('"coupon"');
    });

    it('leaves out a name or a menuId taken by a built-in resource', () => {
        const bank = { ...copy(COUPON), name: 'bank', menuId: 'bank_x' };
        const banking = { ...copy(COUPON), name: 'coupon2', menuId: 'banking' };
        const { definitions: taken, warnings } = accept([bank, banking, COUPON]);
        expect(taken.map(definition => definition.name)).toEqual(['coupon']);
        expect(warnings).toHaveLength(2);
        expect(warnings[0]).toMatch(/"bank".*built-in/);
        expect(warnings[1]).toMatch(/"coupon2".*menuId "banking".*built-in/);
    });

    it('keeps the first of two served definitions with the same name or menuId', () => {
        const second = { ...copy(COUPON), label: { one: 'دوم', many: 'دوم‌ها' } };
        const sameMenu = { ...copy(APPRAISAL), menuId: 'coupon' };
        const { definitions: taken, warnings } = accept([COUPON, second, sameMenu]);
        expect(taken).toHaveLength(1);
        expect(taken[0].label.one).toBe('کوپن');
        expect(warnings).toHaveLength(2);
        expect(warnings[0]).toMatch(/earlier served/);
        expect(warnings[1]).toMatch(/"appraisal".*menuId "coupon".*earlier served/);
    });

    it('takes a reference to a built-in or a valid served resource, leaves out one to an unknown resource', () => {
        const toCoupon = {
            ...copy(APPRAISAL),
            fields: [...copy(APPRAISAL).fields as object[], { source: 'coupon_id', label: 'کوپن', type: 'reference', reference: 'coupon' }],
        };
        const toNowhere = { ...copy(COUPON), name: 'stray', menuId: 'stray', fields: [{ source: 'x_id', label: 'x', type: 'reference', reference: 'nowhere' }] };
        const { definitions: taken, warnings } = accept([COUPON, toCoupon, toNowhere]);
        expect(taken.map(definition => definition.name)).toEqual(['coupon', 'appraisal']);
        expect(warnings).toEqual([expect.stringMatching(/"stray".*unknown resource "nowhere"/)]);
        // a reference to a served resource that is itself left out is unknown too
        const badCoupon = { ...copy(COUPON), fields: [] };
        const again = accept([badCoupon, toCoupon]);
        expect(again.definitions).toEqual([]);
        expect(again.warnings).toHaveLength(2);
    });

    it('takes nothing from an answer without a list', () => {
        expect(accept({ coupon: COUPON }).definitions).toEqual([]);
    });
});

describe('labels are literal text', () => {
    afterEach(() => setLiterals([]));

    it('answers a served label as given: no interpolation, no key read as another key', () => {
        const fields = copy(COUPON).fields as object[];
        fields[0] = { ...fields[0], label: '%{x} |||| y' };
        const odd = { ...copy(COUPON), fields, label: { one: '%{smart_count} کوپن', many: 'resources.bank.name' } };
        const [definition] = accept([odd]).definitions;
        setLiterals(literalsOf(definition));
        const i18n = createI18nProvider(messagesWith({ bank: { name: 'حساب بانکی |||| حساب‌های بانکی' } }));
        expect(i18n.translate('resources.coupon.name', { smart_count: 1 })).toBe('%{smart_count} کوپن');
        expect(i18n.translate('resources.coupon.name', { smart_count: 2 })).toBe('resources.bank.name');
        expect(i18n.translate('resources.coupon.fields.code', { _: 'code', x: 'z' })).toBe('%{x} |||| y');
        // the built-in keys are untouched
        expect(i18n.translate('resources.bank.name', { smart_count: 2 })).toBe('حساب‌های بانکی');
        expect(literalText('resources.bank.name')).toBeUndefined();
    });
});

describe('reading GET /admin/resources', () => {
    const server = setupServer();
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());
    beforeEach(() => {
        resetServed();
        // signed in: a reading needs the admin's token
        session.setToken('a-token');
    });
    afterEach(() => {
        server.resetHandlers();
        vi.restoreAllMocks();
        setLiterals([]);
    });
    const answer = (response: () => Response) => server.use(http.get(apiUrl('/admin/resources'), response));

    it('serves the valid definitions, warns once per reading for each one left out', async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        answer(() => HttpResponse.json({ data: [COUPON, { name: 'x' }, APPRAISAL] }));
        await readServed(builtIns);
        expect(servedSettled()).toBe(true);
        expect(servedDefinitions().map(definition => definition.name)).toEqual(['coupon', 'appraisal']);
        expect(definitionOf('coupon')?.menuId).toBe('coupon');
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0][0])).toContain('"x"');
        await readServed(builtIns);
        expect(warn).toHaveBeenCalledTimes(2);
        expect(literalText('resources.coupon.fields.percent')).toBe('درصد تخفیف');
    });

    it('a reading that changes nothing keeps the same definitions and tells no one', async () => {
        answer(() => HttpResponse.json({ data: [COUPON] }));
        await readServed(builtIns);
        const first = servedDefinitions();
        const heard = vi.fn();
        const stop = subscribeServed(heard);
        await readServed(builtIns);
        expect(servedDefinitions()).toBe(first);
        expect(heard).not.toHaveBeenCalled();
        answer(() => HttpResponse.json({ data: [COUPON, APPRAISAL] }));
        await readServed(builtIns);
        expect(heard).toHaveBeenCalledTimes(1);
        expect(servedDefinitions().map(definition => definition.name)).toEqual(['coupon', 'appraisal']);
        stop();
    });

    it.each([404, 403, 500])('a %i means no served resources, without a warning', async status => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        answer(() => HttpResponse.json({ data: [COUPON] }));
        await readServed(builtIns);
        expect(servedDefinitions()).toHaveLength(1);
        answer(() => HttpResponse.json({ message: 'no' }, { status }));
        await readServed(builtIns);
        expect(servedSettled()).toBe(true);
        expect(servedDefinitions()).toEqual([]);
        expect(definitionOf('coupon')).toBeUndefined();
        expect(literalText('resources.coupon.name')).toBeUndefined();
        expect(warn).not.toHaveBeenCalled();
    });

    it('signed out, nothing is asked (a reading put off until after the first screen that a sign-out overtook)', async () => {
        let asked = false;
        server.use(
            http.get(apiUrl('/admin/resources'), () => {
                asked = true;
                return HttpResponse.json({ data: [COUPON] });
            })
        );
        session.clear();
        await readServed(builtIns);
        expect(asked).toBe(false);
        expect(servedDefinitions()).toEqual([]);
        expect(servedSettled()).toBe(false);
    });

    it('a network failure means no served resources too', async () => {
        answer(() => HttpResponse.error());
        await readServed(builtIns);
        expect(servedSettled()).toBe(true);
        expect(servedDefinitions()).toEqual([]);
    });

    it('the end of a session forgets them: the next admin signing in here reads their own first', async () => {
        await import('../../src/resources/served');
        answer(() => HttpResponse.json({ data: [COUPON] }));
        await readServed(builtIns);
        expect(definitionOf('coupon')).toBeDefined();
        session.clear();
        expect(servedDefinitions()).toEqual([]);
        expect(servedSettled(), 'unknown until read again').toBe(false);
        expect(definitionOf('coupon')).toBeUndefined();
    });

    it('a reading begun before the session ended is not taken, and "none" after "none" keeps one array', async () => {
        await import('../../src/resources/served');
        const none = servedDefinitions();
        let release: () => void = () => undefined;
        const gate = new Promise<void>(resolve => (release = resolve));
        let asked = false;
        server.use(
            http.get(apiUrl('/admin/resources'), async () => {
                asked = true;
                await gate;
                return HttpResponse.json({ data: [COUPON] });
            })
        );
        const reading = readServed(builtIns);
        await vi.waitFor(() => expect(asked).toBe(true));
        session.clear();
        release();
        await reading;
        expect(servedDefinitions()).toBe(none);
        expect(servedSettled()).toBe(false);
        expect(definitionOf('coupon')).toBeUndefined();
    });
});

describe('the live event resources.updated', () => {
    it('tells the resources layer; a malformed payload is counted and ignored', () => {
        const store = new LiveStore(flush => flush());
        const handle = createPipeline(store, NO_EFFECTS);
        const heard = vi.fn();
        const stop = onResourcesUpdated(heard);
        handle('resources.updated', { data: {} });
        expect(heard).toHaveBeenCalledTimes(1);
        handle('resources.updated', { data: 'coupon' });
        handle('resources.updated', {});
        expect(heard).toHaveBeenCalledTimes(1);
        expect(store.stats.malformed).toBe(2);
        stop();
    });
});
