// @vitest-environment jsdom
import { definitions, resourceMessages } from '../../src/resources';
import { recordPlan } from '../../src/resources/screens/recordSections';
import type { ResourceDefinition } from '../../src/resources/types';

const base: ResourceDefinition = {
    name: 'sample',
    menuId: 'banking',
    icon: 'AccountBalance',
    label: { one: 'نمونه', many: 'نمونه‌ها' },
    fields: [
        { source: 'id', type: 'number', label: 'شناسه' },
        { source: 'amount', type: 'money', label: 'مبلغ' },
        { source: 'status', type: 'text', label: 'وضعیت' },
        { source: 'iban', type: 'iban', label: 'شماره شبا' },
        { source: 'image', type: 'image', label: 'تصویر' },
        { source: 'secret', type: 'text', label: 'پنهان', show: false },
        { source: 'note', type: 'longtext', label: 'یادداشت' },
    ],
};
const sources = (fields: { source: string }[]) => fields.map(field => field.source);

describe('a record page: key facts and sections from the definition', () => {
    it('without sections, every shown field is in one default section named «مشخصات»', () => {
        const plan = recordPlan(base);
        expect(plan.keyFacts).toEqual([]);
        expect(plan.sections).toHaveLength(1);
        expect(plan.sections[0]).toMatchObject({ id: 'details', labelKey: 'app.record.details', label: 'مشخصات' });
        expect(sources(plan.sections[0].fields)).toEqual(['id', 'amount', 'status', 'iban', 'image', 'note']);
    });

    it('puts the key facts on top, the declared sections in their order, and the rest last as «سایر مشخصات»', () => {
        const plan = recordPlan({
            ...base,
            keyFacts: ['status', 'amount'],
            sections: [
                { id: 'payment', label: 'پرداخت', fields: ['iban', 'image'] },
                { id: 'review', label: 'بررسی', fields: ['note'] },
            ],
        });
        expect(sources(plan.keyFacts)).toEqual(['status', 'amount']);
        expect(plan.sections.map(section => [section.id, section.labelKey, sources(section.fields)])).toEqual([
            ['payment', 'resources.sample.sections.payment', ['iban', 'image']],
            ['review', 'resources.sample.sections.review', ['note']],
            ['details', 'app.record.other', ['id']],
        ]);
    });

    it('shows a field once: a key fact is not repeated in a section, nor a field named by two sections', () => {
        const plan = recordPlan({
            ...base,
            keyFacts: ['amount'],
            sections: [
                { id: 'a', label: 'الف', fields: ['amount', 'iban'] },
                { id: 'b', label: 'ب', fields: ['iban', 'note'] },
            ],
        });
        expect(plan.sections.map(section => sources(section.fields))).toEqual([['iban'], ['note'], ['id', 'status', 'image']]);
    });

    it('leaves out hidden fields, the ones the page shows elsewhere, and sections left empty', () => {
        const plan = recordPlan(
            { ...base, keyFacts: ['secret', 'status'], sections: [{ id: 'picture', label: 'تصویر', fields: ['image', 'secret'] }] },
            { omit: ['image'], include: field => field.source !== 'note' }
        );
        expect(sources(plan.keyFacts)).toEqual(['status']);
        // the picture's section has nothing left: dropped; the default one is then the only one
        expect(plan.sections.map(section => [section.id, section.label, sources(section.fields)])).toEqual([
            ['details', 'مشخصات', ['id', 'amount', 'iban']],
        ]);
    });

    it("every definition's key facts and sections name its own shown fields, once, and their labels are translated", () => {
        const messages = resourceMessages() as Record<string, { sections: Record<string, string> }>;
        for (const definition of definitions) {
            const shown = new Set(definition.fields.filter(field => field.show !== false).map(field => field.source));
            const named = [...(definition.keyFacts ?? []), ...(definition.sections ?? []).flatMap(section => section.fields)];
            expect(named.filter(source => !shown.has(source)), `${definition.name}: unknown or hidden fields`).toEqual([]);
            expect(named.length, `${definition.name}: a field named twice`).toBe(new Set(named).size);
            for (const section of definition.sections ?? []) {
                expect(messages[definition.name].sections[section.id]).toBe(section.label);
            }
        }
    });

    it('the request definitions staff decide have key facts and sections', () => {
        for (const name of ['receipt', 'remittance', 'withdrawal', 'deposit', 'delivery-request', 'credit', 'order']) {
            const definition = definitions.find(item => item.name === name)!;
            expect(definition.keyFacts?.length, name).toBeGreaterThanOrEqual(3);
            expect(definition.sections?.length, name).toBeGreaterThanOrEqual(2);
        }
    });
});
