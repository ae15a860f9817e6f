import { canDo, type AdminAccess } from '../access/rules';
import { menuIdOf } from '../appProviders';
import { hasSession } from '../providers/authProvider';
import { currentAdmin, parseAdmin } from '../providers/currentAdmin';
import { listPath, recordPath } from '../providers/dataProvider';
import { sendEarlyRead } from '../providers/httpClient';
import { historyParams } from '../resources/activity/historyQuery';
import { isAvailable } from '../resources/availability';
import { definitionOf } from '../resources/registry';
import { customScreen, LISTS_ON_DEFAULTS, SHOWS_WITHOUT_HISTORY } from '../resources/screens/customScreens';
import { screenAt } from '../resources/screens/screenLoaders';

/** A screen's own read as it opens: what it reads, and the right it needs (react-admin's access check). */
export interface ScreenRead {
    resource: string;
    action: 'list' | 'show' | 'edit';
    /**
     * Its path. A list's is worked out by a chunk of its own (./firstListPath.ts: react-admin's
     * list parameters are no part of the first load), fetched as the start begins.
     */
    path: Promise<string>;
    /**
     * A record's page: the first page of the record's history, which its timeline reads beside
     * the record (none for a page without a timeline, or once the server refused the activity log).
     */
    history?: string;
}

/**
 * The read of the resource screen a location opens: a list's first page, or a record's page's
 * record; undefined elsewhere, and for a screen whose read is not known here (it reads as it opens).
 */
export function screenRead({ pathname, search }: { pathname: string; search: string }): ScreenRead | undefined {
    const at = screenAt(pathname);
    const definition = at && definitionOf(at.name);
    if (!at || !definition) return undefined;
    if (at.kind === 'list') {
        const custom = definition.screens?.list;
        if (customScreen(custom) && !LISTS_ON_DEFAULTS.has(custom!)) return undefined;
        return { resource: definition.name, action: 'list', path: import('./firstListPath').then(module => module.firstListPath(definition, search)) };
    }
    if (at.kind !== 'show' && at.kind !== 'edit') return undefined;
    let id: string;
    try {
        id = decodeURIComponent(pathname.split('/')[2]);
    } catch {
        // a malformed address: the route shows what it shows
        return undefined;
    }
    const custom = definition.screens?.show;
    const drawsHistory = at.kind === 'show' && !(custom && SHOWS_WITHOUT_HISTORY.has(custom)) && isAvailable('activity');
    return {
        resource: definition.name,
        action: at.kind,
        path: Promise.resolve(recordPath(definition.name, id)),
        ...(drawsHistory ? { history: listPath('activity', historyParams(definition.name, id)) } : {}),
    };
}

/** Sends a screen's reads (`screenRead`) if `admin` may open the screen, as react-admin's access check will let it. */
async function sendScreenReads(read: ScreenRead, admin: AdminAccess): Promise<void> {
    if (!canDo(admin, read.resource, read.action, menuIdOf)) return;
    if (read.history) void sendEarlyRead(read.history).catch(() => undefined);
    await sendEarlyRead(await read.path);
}

/**
 * Sends a signed-in start's first reads as the admin's code arrives (src/main.tsx), for the calls
 * the admin makes as it draws to take (src/providers/earlyReads.ts): `/admin/me` at once, and the
 * screen's own read (`screenRead`) the moment its answer says the admin may open the screen, as
 * react-admin's access check will (a screen outside one's rights calls no API of its resource).
 * Before, `/admin/me` waited for the first render, and the screen's read for that render to
 * take `/admin/me`'s answer.
 */
export function sendStartReads(location: { pathname: string; search: string }): void {
    if (!hasSession()) return;
    const read = screenRead(location);
    // a list's path whose chunk failed: the screen reads as it opens
    read?.path.catch(() => undefined);
    const me = sendEarlyRead('/admin/me');
    me.then(async answer => {
        if (!read || !answer?.ok) return;
        await sendScreenReads(read, parseAdmin(((await answer.json()) as { data?: unknown } | null)?.data));
    }).catch(() => {
        // the admin's own calls meet the failure, and show it
    });
}

/**
 * The same for a move inside the admin to another screen (src/App.tsx), with the rights of the
 * admin as last read: its reads go out as the address changes, while the screen's code arrives
 * and React draws it. A screen asks for its reads only once drawn, and a record's page opened
 * from a list is first drawn from the list's row: about a third of a second the first time. A
 * move within a screen (a list's page, filter or sort) is the screen's own: its address keeps
 * its path, and nothing is sent.
 */
export function sendNavigationReads(location: { pathname: string; search: string }): void {
    if (!hasSession()) return;
    const read = screenRead(location);
    if (!read) return;
    read.path.catch(() => undefined);
    currentAdmin()
        .then(admin => sendScreenReads(read, admin))
        .catch(() => {
            // the screen's own calls meet the failure, and show it
        });
}
