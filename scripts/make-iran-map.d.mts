// Types for the parts of make-iran-map.mjs the unit tests import.
import type { FeatureCollection, Polygon, MultiPolygon } from 'geojson';

export const OUTLINE: [number, number][];
export const PROVINCES: { name: string; nameEn: string; points: [number, number][] }[];
export function makeProvinces(): FeatureCollection<Polygon | MultiPolygon, { name: string; nameEn: string }>;
