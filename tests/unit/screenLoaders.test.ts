import { describe, expect, it } from 'vitest';
import { definitions } from '../../src/resources/registry';
import { customScreen } from '../../src/resources/screens/customScreens';
import { GENERATED_SCREENS, screenAt, screenComponentAt } from '../../src/resources/screens/screenLoaders';

describe('the screen a path opens, fetched as the admin starts', () => {
    it("reads react-admin's resource routes: the list, create, the edit form and the record's page", () => {
        expect(screenAt('/receipt')).toEqual({ name: 'receipt', kind: 'list' });
        expect(screenAt('/receipt/')).toEqual({ name: 'receipt', kind: 'list' });
        expect(screenAt('/product/create')).toEqual({ name: 'product', kind: 'create' });
        expect(screenAt('/product/12')).toEqual({ name: 'product', kind: 'edit' });
        expect(screenAt('/receipt/7/show')).toEqual({ name: 'receipt', kind: 'show' });
        expect(screenAt('/delivery-request')).toEqual({ name: 'delivery-request', kind: 'list' });
    });

    it('knows nothing of paths no built-in resource names', () => {
        for (const path of ['/', '/login', '/profile', '/coupon', '/kit/mail', '/%E0%A4%A']) expect(screenAt(path), path).toBeUndefined();
        expect(screenComponentAt('/coupon/1/show')).toBeUndefined();
    });

    it("takes a definition's custom screen where it names one, the generated one elsewhere", () => {
        expect(customScreen('BankList')).toBeTruthy();
        expect(screenComponentAt('/bank')).toBe(customScreen('BankList'));
        expect(screenComponentAt('/order/3/show')).toBe(customScreen('OrderShow'));
        expect(screenComponentAt('/ticket/4/show')).toBe(customScreen('TicketShow'));
        expect(screenComponentAt('/ticket/4')).toBe(customScreen('TicketEdit'));
        expect(screenComponentAt('/ticket')).toBe(GENERATED_SCREENS.list);
        expect(screenComponentAt('/receipt/7/show')).toBe(GENERATED_SCREENS.show);
        expect(screenComponentAt('/product/create')).toBe(GENERATED_SCREENS.create);
    });

    it("follows every built-in definition's screens, as the routes do", () => {
        for (const definition of definitions) {
            for (const [kind, path] of [['list', `/${definition.name}`], ['show', `/${definition.name}/1/show`]] as const) {
                const custom = definition.screens?.[kind];
                const expected = custom ? customScreen(custom) : GENERATED_SCREENS[kind];
                expect(screenComponentAt(path), `${definition.name} ${kind}`).toBe(expected);
            }
        }
    });
});
