#!/usr/bin/env node
// Writes src/templates/gallery/data/iran-provinces.json: a SCHEMATIC map of Iran's 31 provinces for
// the components gallery's map page. Nothing here is taken from a map data set: the inputs below
// were written by hand from general knowledge (an approximate outline of the country and, for each
// province, its capital and a few towns inside it). Each province is the union of the Voronoi cells
// of its points, clipped to the outline, so the provinces tile the country without gaps or overlaps;
// their borders are straight lines between towns, not the real (surveyed) boundaries.
//
//   npm run make:iran-map      (deterministic: the same file on every run)
//
// Also imported by tests/unit/kitGalleryRegistry.test.ts for OUTLINE and PROVINCES.
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Delaunay } from 'd3-delaunay';
import { geoArea, geoContains } from 'd3-geo';
import polygonClipping from 'polygon-clipping';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/templates/gallery/data/iran-provinces.json');

/**
 * Approximate land border and coast of Iran, [lon, lat], clockwise from the north-west tip near
 * Bazargan: the Aras river, the Caspian coast, the Turkmen, Afghan and Pakistani borders, the Gulf of
 * Oman and Persian Gulf coasts, then the Iraqi and Turkish borders back to the start.
 */
export const OUTLINE = [
    [44.0, 39.4], [44.8, 39.7], [45.5, 39.0], [46.0, 38.9], [46.5, 38.9], [47.0, 39.2], [47.5, 39.45],
    [48.0, 39.65], [48.35, 39.38], [48.05, 39.0], [48.3, 38.6], [48.9, 38.42],
    // Caspian coast
    [48.95, 37.9], [49.5, 37.5], [50.2, 37.35], [50.7, 36.9], [51.5, 36.65], [52.3, 36.63], [52.7, 36.7],
    [53.4, 36.9], [54.0, 36.9], [53.95, 37.35],
    // Turkmenistan (Atrak river, Kopet Dag)
    [54.8, 37.75], [55.5, 38.0], [56.3, 38.1], [57.4, 38.0], [58.4, 37.65], [59.5, 37.2], [60.4, 36.65],
    [61.2, 36.6],
    // Afghanistan
    [61.2, 35.3], [61.0, 34.5], [60.6, 33.6], [60.9, 32.5], [60.85, 31.5], [61.8, 31.2], [61.75, 30.85],
    [60.9, 29.8],
    // Pakistan
    [61.5, 29.0], [62.0, 28.5], [62.8, 28.2], [62.8, 27.3], [63.3, 27.1], [63.2, 26.65], [62.3, 26.4],
    [61.85, 26.2], [61.6, 25.2],
    // Gulf of Oman and Persian Gulf coast
    [60.6, 25.3], [59.5, 25.4], [58.8, 25.55], [57.8, 25.6], [57.3, 25.95], [57.1, 26.5], [57.0, 26.85],
    [56.3, 27.1], [55.6, 26.95], [54.9, 26.5], [54.3, 26.7], [53.4, 26.95], [52.6, 27.4], [52.0, 27.8],
    [51.45, 27.95], [50.95, 28.7], [50.78, 28.98], [50.5, 29.6], [50.17, 30.05], [49.6, 30.15],
    [49.2, 30.1], [48.5, 29.95],
    // Iraq
    [48.0, 30.45], [47.7, 30.95], [47.7, 31.4], [47.45, 32.2], [46.9, 32.75], [46.1, 33.1], [45.8, 33.6],
    [45.45, 34.5], [45.7, 35.1], [45.9, 35.9], [45.4, 36.05], [45.05, 36.7], [44.8, 37.15],
    // Turkey
    [44.6, 37.7], [44.25, 38.05], [44.3, 38.4], [44.4, 38.9],
];

/**
 * The 31 provinces: Persian and English name, and points inside each ([lon, lat]), its capital first,
 * then towns that spread it over its real extent (a point's Voronoi cell becomes part of its province).
 */
export const PROVINCES = [
    { name: 'آذربایجان شرقی', nameEn: 'East Azerbaijan', points: [[46.29, 38.08], [45.75, 38.6], [47.0, 38.65], [46.24, 37.39], [47.4, 37.5]] },
    { name: 'آذربایجان غربی', nameEn: 'West Azerbaijan', points: [[45.07, 37.55], [44.95, 38.55], [44.5, 39.2], [45.72, 36.76], [45.4, 36.35]] },
    { name: 'اردبیل', nameEn: 'Ardabil', points: [[48.29, 38.25], [47.68, 38.4], [47.9, 39.45], [48.1, 38.95], [48.53, 37.62]] },
    { name: 'گیلان', nameEn: 'Gilan', points: [[49.58, 37.28], [48.8, 38.2], [48.9, 37.75], [50.2, 37.1], [49.42, 36.85]] },
    { name: 'مازندران', nameEn: 'Mazandaran', points: [[53.06, 36.56], [52.35, 36.47], [51.45, 36.55], [50.85, 36.75], [53.55, 36.7]] },
    { name: 'گلستان', nameEn: 'Golestan', points: [[54.43, 36.84], [55.17, 37.25], [54.4, 37.25], [55.9, 37.8]] },
    { name: 'خراسان شمالی', nameEn: 'North Khorasan', points: [[57.33, 37.47], [57.93, 37.4], [57.5, 37.07], [56.4, 36.95], [56.8, 37.8]] },
    { name: 'خراسان رضوی', nameEn: 'Razavi Khorasan', points: [[59.6, 36.3], [58.6, 37.15], [57.68, 36.21], [59.2, 35.27], [59.4, 34.55]] },
    { name: 'خراسان جنوبی', nameEn: 'South Khorasan', points: [[59.22, 32.87], [59.18, 33.73], [58.17, 34.02], [56.92, 33.6], [60.03, 31.54]] },
    { name: 'سیستان و بلوچستان', nameEn: 'Sistan and Baluchestan', points: [[60.86, 29.5], [61.5, 31.0], [61.7, 27.8], [60.4, 27.2], [61.0, 26.0]] },
    { name: 'کرمان', nameEn: 'Kerman', points: [[57.08, 30.28], [55.68, 29.45], [58.36, 29.1], [57.7, 28.0], [56.9, 31.4]] },
    { name: 'هرمزگان', nameEn: 'Hormozgan', points: [[56.27, 27.18], [57.08, 27.15], [57.9, 25.85], [54.85, 26.65], [53.6, 27.0]] },
    { name: 'فارس', nameEn: 'Fars', points: [[52.53, 29.59], [52.7, 30.9], [54.4, 29.0], [54.0, 27.7], [53.0, 28.6], [51.6, 29.95]] },
    { name: 'بوشهر', nameEn: 'Bushehr', points: [[50.84, 28.97], [50.4, 29.8], [51.15, 28.5], [52.1, 27.9], [52.6, 27.55]] },
    { name: 'کهگیلویه و بویراحمد', nameEn: 'Kohgiluyeh and Boyer-Ahmad', points: [[51.59, 30.67], [50.56, 30.79], [50.8, 30.36]] },
    { name: 'خوزستان', nameEn: 'Khuzestan', points: [[48.67, 31.32], [48.4, 32.4], [48.3, 30.45], [49.5, 30.45], [49.6, 31.9]] },
    { name: 'چهارمحال و بختیاری', nameEn: 'Chaharmahal and Bakhtiari', points: [[50.86, 32.33], [50.83, 31.51], [50.12, 32.44]] },
    { name: 'اصفهان', nameEn: 'Isfahan', points: [[51.67, 32.65], [51.44, 33.98], [52.9, 33.2], [54.8, 33.7], [51.75, 31.6]] },
    { name: 'یزد', nameEn: 'Yazd', points: [[54.37, 31.9], [54.0, 32.3], [55.41, 31.6], [53.28, 31.13], [55.3, 32.45]] },
    { name: 'سمنان', nameEn: 'Semnan', points: [[53.39, 35.58], [52.4, 35.2], [54.34, 36.17], [55.4, 36.4], [55.0, 35.1]] },
    { name: 'تهران', nameEn: 'Tehran', points: [[51.39, 35.69], [51.65, 35.32], [52.4, 35.7], [51.1, 35.45]] },
    { name: 'البرز', nameEn: 'Alborz', points: [[50.99, 35.83], [50.68, 35.96]] },
    { name: 'قم', nameEn: 'Qom', points: [[50.88, 34.64], [51.35, 34.85], [50.5, 34.45]] },
    { name: 'مرکزی', nameEn: 'Markazi', points: [[49.69, 34.09], [50.36, 35.02], [50.07, 33.64], [50.55, 33.95], [50.01, 34.69]] },
    { name: 'قزوین', nameEn: 'Qazvin', points: [[50.0, 36.27], [50.06, 35.77], [49.22, 35.58], [50.55, 36.42]] },
    { name: 'زنجان', nameEn: 'Zanjan', points: [[48.48, 36.68], [49.22, 36.15], [48.59, 36.12], [47.67, 36.74]] },
    { name: 'همدان', nameEn: 'Hamadan', points: [[48.51, 34.8], [48.82, 34.3], [48.37, 34.19], [48.8, 35.25], [48.12, 34.78]] },
    { name: 'کردستان', nameEn: 'Kurdistan', points: [[47.0, 35.31], [46.27, 36.23], [46.18, 35.52], [47.6, 35.87], [47.8, 35.17]] },
    { name: 'کرمانشاه', nameEn: 'Kermanshah', points: [[47.07, 34.31], [46.53, 34.11], [45.85, 34.45], [46.36, 35.04], [47.75, 34.65]] },
    { name: 'ایلام', nameEn: 'Ilam', points: [[46.42, 33.64], [47.2, 32.75], [46.5, 33.1]] },
    { name: 'لرستان', nameEn: 'Lorestan', points: [[48.35, 33.49], [48.75, 33.9], [49.7, 33.4], [47.6, 33.55], [47.8, 33.1]] },
];

/** Voronoi in a plane where a degree of longitude is shorter than one of latitude, as around 32.5° N. */
const X_SCALE = Math.cos((32.5 * Math.PI) / 180);

const round = value => Math.round(value * 1000) / 1000;

/** Rounds a polygon-clipping MultiPolygon to 0.001°, dropping repeated points and collapsed rings. */
function roundMultiPolygon(multi) {
    const polygons = [];
    for (const polygon of multi) {
        const rings = [];
        for (const ring of polygon) {
            const out = [];
            for (const [lon, lat] of ring) {
                const point = [round(lon), round(lat)];
                const last = out[out.length - 1];
                if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
            }
            if (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
            if (out.length >= 3) rings.push([...out, out[0]]);
        }
        if (rings.length > 0) polygons.push(rings);
    }
    return polygons;
}

/** The provinces as a GeoJSON FeatureCollection, wound for d3-geo (exterior rings clockwise). */
export function makeProvinces() {
    const seeds = PROVINCES.flatMap((province, index) => province.points.map(point => ({ index, point })));
    const delaunay = Delaunay.from(seeds, s => s.point[0] * X_SCALE, s => s.point[1]);
    const lons = OUTLINE.map(p => p[0]);
    const lats = OUTLINE.map(p => p[1]);
    const voronoi = delaunay.voronoi([
        (Math.min(...lons) - 1) * X_SCALE, Math.min(...lats) - 1,
        (Math.max(...lons) + 1) * X_SCALE, Math.max(...lats) + 1,
    ]);
    const outline = [[...OUTLINE, OUTLINE[0]]];
    const cells = PROVINCES.map(() => []);
    seeds.forEach((seed, i) => {
        const cell = voronoi.cellPolygon(i).map(([x, y]) => [x / X_SCALE, y]);
        const clipped = polygonClipping.intersection([cell], outline);
        if (clipped.length > 0) cells[seed.index].push(clipped);
    });
    const features = PROVINCES.map((province, index) => {
        const united = roundMultiPolygon(polygonClipping.union(...cells[index]));
        const geometry = united.length === 1 ? { type: 'Polygon', coordinates: united[0] } : { type: 'MultiPolygon', coordinates: united };
        const feature = { type: 'Feature', properties: { name: province.name, nameEn: province.nameEn }, geometry };
        // polygon-clipping winds exterior rings counter-clockwise (RFC 7946); d3-geo wants them clockwise,
        // or it reads the province as the rest of the globe
        if (geoArea(feature) > 2 * Math.PI) {
            const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
            for (const polygon of polygons) for (const ring of polygon) ring.reverse();
        }
        if (geoArea(feature) > 2 * Math.PI) throw new Error(`${province.nameEn}: cannot wind its rings`);
        if (!geoContains(feature, province.points[0])) throw new Error(`${province.nameEn}: its capital falls outside`);
        return feature;
    });
    return { type: 'FeatureCollection', features };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
    const collection = makeProvinces();
    const json = `{"type":"FeatureCollection","features":[\n${collection.features.map(f => JSON.stringify(f)).join(',\n')}\n]}\n`;
    writeFileSync(OUT, json);
    console.log(`wrote ${OUT} (${collection.features.length} provinces, ${Math.round(json.length / 1024)} KB)`);
}
