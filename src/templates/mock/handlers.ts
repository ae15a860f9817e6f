import type { RequestHandler } from 'msw';

/**
 * Every handler of the kit's mock API (contract §4: the original kit's paths under `/api/…`),
 * one module per app under this folder, listed here.
 */
export const kitHandlers: RequestHandler[] = [];
