import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { blogHandlers } from './blog';
import { calendarHandlers } from './calendar';
import { chatHandlers } from './chat';
import { kanbanHandlers } from './kanban';
import { mailHandlers } from './mail';
import { productHandlers } from './products';
import { userHandlers } from './user';

/**
 * Every handler of the kit's mock API (docs/template-kit.md: the original kit's paths under `/api/…`),
 * one module per app under this folder, listed here.
 */
export const kitHandlers: RequestHandler[] = [
    ...accountHandlers,
    ...chatHandlers,
    ...mailHandlers,
    ...blogHandlers,
    ...calendarHandlers,
    ...kanbanHandlers,
    ...productHandlers,
    ...userHandlers,
];
