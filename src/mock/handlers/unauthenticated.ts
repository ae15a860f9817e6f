import { HttpResponse } from 'msw';
import { claimsOf, type MockClaims } from '../auth';
import { latency } from '../latency';

/** The mock backend's 401, for calls without a valid, unexpired token. */
export const unauthenticated = () => HttpResponse.json({ message: 'ابتدا وارد شوید.' }, { status: 401 });

/** The mock backend's 403 for a screen outside the admin's accesses. */
export const notYours = () => HttpResponse.json({ message: 'شما به این بخش دسترسی ندارید.' }, { status: 403 });

/** The mock backend's 404 for a part of the API this server lacks. */
const unknownPath = () => HttpResponse.json({ message: 'یافت نشد.' }, { status: 404 });

/** What a handler is given: the request and the path's parameters. */
export interface HandlerInfo {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
}

/**
 * The opening checks a screen's handler repeats, in a strict server's order: the latency, the
 * part's presence (404 on a server without it), the token (401), and, given a menu id, the
 * admin's access to it (403, as `mayOpen` judges). The answer gets the request's own arguments
 * and the token's claims.
 */
export function signedIn(
    menu: { menuId: string; mayOpen: (menuId: string, claims: MockClaims) => boolean; missing?: () => boolean } | null,
    answer: (info: HandlerInfo, claims: MockClaims) => Response | Promise<Response>
) {
    return async (info: HandlerInfo): Promise<Response> => {
        await latency();
        if (menu?.missing?.()) return unknownPath();
        const claims = claimsOf(info.request);
        if (!claims) return unauthenticated();
        if (menu && !menu.mayOpen(menu.menuId, claims)) return notYours();
        return answer(info, claims);
    };
}
