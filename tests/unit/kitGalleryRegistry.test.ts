import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { geoArea, geoContains } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry, Polygon } from 'geojson';
import { galleryGroups, galleryPages } from '../../src/templates/gallery/registry';
import { analytics, app, banking, booking, ecommerce } from '../../src/templates/dashboards/data';
import { OUTLINE, PROVINCES, makeProvinces } from '../../scripts/make-iran-map.mjs';

const PAGES_DIR = resolve(__dirname, '../../src/templates/gallery/pages');
const PERSIAN = /[\u0600-\u06FF]/;

describe('components gallery registry', () => {
    it('lists every page the issue asks for, once, under one of the three groups', () => {
        const slugs = galleryPages.map(page => page.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
        expect(slugs.length).toBeGreaterThanOrEqual(45);
        for (const slug of ['colors', 'typography', 'shadows', 'grid', 'icons', 'progress', 'pickers', 'tree-view', 'data-grid', 'chart', 'map', 'editor', 'upload', 'carousel', 'lightbox', 'markdown', 'navigation-bar']) {
            expect(slugs).toContain(slug);
        }
        const groups = galleryGroups.map(group => group.id);
        for (const page of galleryPages) expect(groups).toContain(page.group);
        for (const group of groups) expect(galleryPages.some(page => page.group === group)).toBe(true);
    });

    it('gives each page a Persian title, a one-line Persian description and an https documentation link', () => {
        for (const page of galleryPages) {
            expect(page.title, page.slug).toMatch(PERSIAN);
            expect(page.description, page.slug).toMatch(PERSIAN);
            expect(page.description, page.slug).not.toMatch(/\n/);
            expect(new URL(page.docs.url).protocol, page.slug).toBe('https:');
            expect(page.docs.label.trim(), page.slug).not.toBe('');
        }
    });

    it('has a module per page, loaded by its own entry', () => {
        for (const page of galleryPages) {
            const file = resolve(PAGES_DIR, `${page.slug}.tsx`);
            expect(existsSync(file), file).toBe(true);
            expect(page.load.toString(), page.slug).toMatch(new RegExp(`pages/${page.slug}(\\.tsx)?['"]`));
            expect(readFileSync(file, 'utf8'), page.slug).toMatch(/export default function/);
        }
    });
});

describe('the map page data', () => {
    const geo = JSON.parse(readFileSync(resolve(__dirname, '../../src/templates/gallery/data/iran-provinces.json'), 'utf8')) as FeatureCollection<Geometry, { name: string }>;

    it('has Iran’s 31 provinces with Persian names, small enough to ship', () => {
        expect(geo.features).toHaveLength(31);
        expect(new Set(geo.features.map(f => f.properties.name)).size).toBe(31);
        for (const f of geo.features) expect(f.properties.name).toMatch(PERSIAN);
        expect(readFileSync(resolve(__dirname, '../../src/templates/gallery/data/iran-provinces.json')).length).toBeLessThan(200 * 1024);
    });

    it('winds every ring as d3-geo expects, so each province is its own small area and not the rest of the globe', () => {
        // Iran is about 1.65 million km², i.e. 0.04 steradians of a 6,371 km sphere
        const total = geo.features.reduce((sum, f) => sum + geoArea(f), 0);
        expect(total).toBeGreaterThan(0.035);
        expect(total).toBeLessThan(0.045);
    });

    it('is what scripts/make-iran-map.mjs generates (run `npm run make:iran-map` after changing it)', () => {
        expect(geo).toEqual(JSON.parse(JSON.stringify(makeProvinces())));
    });

    it('tiles the outline: the provinces cover it and do not overlap', () => {
        const outline: Feature<Polygon> = { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...OUTLINE, OUTLINE[0]]] } };
        const outlineArea = Math.min(geoArea(outline), 4 * Math.PI - geoArea(outline));
        const total = geo.features.reduce((sum, f) => sum + geoArea(f), 0);
        expect(Math.abs(total - outlineArea) / outlineArea).toBeLessThan(0.01);
        // every point of a 0.25° grid inside the outline lies in one province (a few on the coast may fall
        // between the outline's long edges and the provinces' shorter ones), never in two
        let inside = 0;
        let once = 0;
        for (let lon = 44; lon <= 63.5; lon += 0.25) {
            for (let lat = 25; lat <= 40; lat += 0.25) {
                if (!geoContains(outline, [lon, lat])) continue;
                const holders = geo.features.filter(f => geoContains(f, [lon, lat])).map(f => f.properties.name);
                expect(holders.length, `${lon}, ${lat}: ${holders.join(', ')}`).toBeLessThanOrEqual(1);
                inside += 1;
                if (holders.length === 1) once += 1;
            }
        }
        expect(inside).toBeGreaterThan(1500);
        expect(once / inside).toBeGreaterThan(0.99);
    });

    it('puts each province’s capital inside it', () => {
        expect(PROVINCES.map(p => p.name).sort()).toEqual(geo.features.map(f => f.properties.name).sort());
        for (const province of PROVINCES) {
            const feature = geo.features.find(f => f.properties.name === province.name)!;
            expect(geoContains(feature, province.points[0]), province.nameEn).toBe(true);
        }
    });
});

describe('the sample dashboards data', () => {
    it('is the same on every load (seeded) and in Persian', async () => {
        vi.resetModules();
        const again = await import('../../src/templates/dashboards/data');
        expect(again.ecommerce).not.toBe(ecommerce); // a fresh evaluation
        expect(again.ecommerce.latestOrders).toEqual(ecommerce.latestOrders);
        expect(again.banking.transactions).toEqual(banking.transactions);
        for (const invoice of app.invoices) expect(invoice.customer).toMatch(PERSIAN);
        for (const row of booking.newest) expect(row.tour).toMatch(PERSIAN);
        expect(analytics.stats).toHaveLength(4);
    });
});
