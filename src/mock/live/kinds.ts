/**
 * What the mock's live controls name, without the player or the server: the page's developer
 * panel and its page controls use these while the mock itself runs in its worker (src/mock/worker/).
 */

export type LiveKind =
    | 'order'
    | 'order_auto'
    | 'order_update'
    | 'receipt'
    | 'notification'
    | 'price'
    | 'vector'
    | 'notices'
    | 'me'
    | 'duplicate';

export const LIVE_KINDS: readonly LiveKind[] = [
    'order',
    'order_auto',
    'order_update',
    'receipt',
    'notification',
    'price',
    'vector',
    'notices',
    'me',
    'duplicate',
];

/** Staff of the mock that the developer can put on a record (their ids are not the admin's). */
export const MOCK_COLLEAGUES: ReadonlyArray<{ id: string; name: string; avatar: string | null }> = [
    { id: '9001', name: 'مریم احمدی', avatar: null },
    { id: '9002', name: 'رضا کریمی', avatar: null },
    { id: '9003', name: 'سارا موسوی', avatar: null },
];

export type ColleagueState = 'viewing' | 'editing' | 'deciding';

