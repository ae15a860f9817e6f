import { describe, expect, it } from 'vitest';
import { definitions } from '../../src/resources';
import { exportFields } from '../../src/resources/export/exportList';
import { abilitiesFor, recordPath } from '../../src/resources/abilities';
import { commandsOf, queueLabel, resultFieldsOf, searchedDefinitions } from '../../src/resources/search/searchModel';

const definition = (name: string) => definitions.find(d => d.name === name)!;
const sources = (fields: { source: string }[]) => fields.map(field => field.source);

describe('what the global search asks and shows', () => {
    it('asks every resource with a search box for a super admin, only the accessible ones otherwise', () => {
        expect(searchedDefinitions(definitions, { role: 'super_admin', accesses: [] }).length).toBe(definitions.filter(d => d.search !== false).length);
        expect(sources(searchedDefinitions(definitions, { role: 'admin', accesses: ['order', 'user'] }).map(d => ({ source: d.name })))).toEqual(['order', 'user']);
        expect(searchedDefinitions(definitions, null)).toEqual([]);
    });

    it('tells records apart by who, how much, status and when, never by their name again', () => {
        expect(sources(resultFieldsOf(definition('order')))).toEqual(['user.name', 'quantity', 'status_enum', 'created_at']);
        expect(sources(resultFieldsOf(definition('user')))).toEqual(['mobile', 'gold_balance', 'created_at']);
        expect(sources(resultFieldsOf(definition('receipt')))).toEqual(['amount', 'status', 'created_at']);
        expect(sources(resultFieldsOf({ ...definition('receipt'), searchResult: ['bank_name', 'nope'] }))).toEqual(['bank_name']);
    });

    it('names each queue and offers it and every screen as commands', () => {
        expect(queueLabel(definition('receipt'))).toBe('فیش‌های در انتظار');
        expect(queueLabel(definition('withdrawal'))).toBe('درخواست‌های پرداخت در انتظار');
        expect(queueLabel(definition('bank'))).toBeNull();
        const commands = commandsOf(definitions, { role: 'admin', accesses: ['receipt'] }, name => `رفتن به ${name}`);
        expect(commands.map(command => [command.label, command.to])).toEqual([
            ['فیش‌های در انتظار', '/receipt?filter=%7B%22status%22%3A%22pending%22%7D'],
            ['رفتن به فیش‌ها', '/receipt?filter=%7B%7D'],
        ]);
    });

    it('opens a found record where its list row opens', () => {
        expect(recordPath(definition('order'), 12)).toBe('/order/12/show');
        expect(recordPath(definition('user'), 66)).toBe('/user/66/show');
        expect(recordPath(definition('bank'), 3)).toBe('/bank/3');
    });
});

describe('the CSV export follows the chosen columns', () => {
    it('leaves out the list columns the admin hid, keeps the export-only ones', () => {
        const receipt = definition('receipt');
        const all = sources(exportFields(receipt));
        expect(all).toContain('bank_name');
        const chosen = sources(exportFields(receipt, ['bank_name', 'created_at']));
        expect(chosen).toEqual(all.filter(source => source !== 'bank_name' && source !== 'created_at'));
    });
});

describe('an admin with permissions', () => {
    const reader = { role: 'admin', accesses: ['order', 'user', 'banking'], permissions: [{ resource: 'order', action: 'list' }, { resource: 'user', action: '*' }] };
    it('searches and offers only what they may list, and opens records as they may', () => {
        const names = searchedDefinitions(definitions, reader).map(item => item.name);
        expect(names).toContain('order');
        expect(names).toContain('user');
        expect(names).not.toContain('bank');
        expect(commandsOf(definitions, reader, name => name).some(command => command.definition.name === 'bank')).toBe(false);
        // an order without `show` or `edit` opens nowhere
        expect(recordPath(definition('order'), 12, abilitiesFor(definition('order'), reader))).toBeNull();
        expect(recordPath(definition('user'), 66, abilitiesFor(definition('user'), reader))).toBe('/user/66/show');
    });
});
