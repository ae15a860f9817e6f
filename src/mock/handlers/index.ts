import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { broadcastingHandlers } from './broadcasting';
import { goldHandlers } from './gold';
import { resourceHandlers } from './resources';
import { servedHandlers } from './served';
import { teamHandlers } from './team';
import { orderDecisionHandlers } from '../live/orderDecisions';
import { liveSocketHandlers } from '../live/server';

/**
 * Every handler of the mock backend: HTTP (specific paths before the generic resource REST) and
 * the live channel's WebSocket, so the browser worker and the Node test server both answer it.
 */
export const handlers = [
    ...authHandlers,
    ...broadcastingHandlers,
    ...goldHandlers,
    ...orderDecisionHandlers,
    ...liveSocketHandlers,
    ...activityHandlers,
    ...servedHandlers,
    ...teamHandlers,
    ...resourceHandlers,
];
