import { describe, expect, it } from 'vitest';
import { definitions } from '../../src/resources/registry';
import { CUSTOM_SCREEN_LOADERS } from '../../src/resources/screens/customScreens';
import { GENERATED_SCREEN_LOADERS, screenAt, screenLoaderAt } from '../../src/resources/screens/screenLoaders';

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
        expect(screenLoaderAt('/coupon/1/show')).toBeUndefined();
    });

    it("takes a definition's custom screen where it names one, the generated one elsewhere", () => {
        expect(screenLoaderAt('/bank')).toBe(CUSTOM_SCREEN_LOADERS.BankList);
        expect(screenLoaderAt('/order/3/show')).toBe(CUSTOM_SCREEN_LOADERS.OrderShow);
        expect(screenLoaderAt('/ticket/4/show')).toBe(CUSTOM_SCREEN_LOADERS.TicketShow);
        expect(screenLoaderAt('/ticket/4')).toBe(CUSTOM_SCREEN_LOADERS.TicketEdit);
        expect(screenLoaderAt('/ticket')).toBe(GENERATED_SCREEN_LOADERS.list);
        expect(screenLoaderAt('/receipt/7/show')).toBe(GENERATED_SCREEN_LOADERS.show);
        expect(screenLoaderAt('/product/create')).toBe(GENERATED_SCREEN_LOADERS.create);
    });

    it("follows every built-in definition's screens, as the routes do", () => {
        for (const definition of definitions) {
            for (const [kind, path] of [['list', `/${definition.name}`], ['show', `/${definition.name}/1/show`]] as const) {
                const custom = definition.screens?.[kind];
                const expected = custom ? CUSTOM_SCREEN_LOADERS[custom] : GENERATED_SCREEN_LOADERS[kind];
                expect(screenLoaderAt(path), `${definition.name} ${kind}`).toBe(expected);
            }
        }
    });
});
