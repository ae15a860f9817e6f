import { changeAsColleague, decideApprovalAsColleague, decideAsColleague, recordOfPath, requestAsColleague } from '../colleague';
import { publishNotices } from '../live/happenings';
import { burst, fire, isPaused, pause, resume, subscribePlayer } from '../live/player';
import { colleaguesOn, openPresenceChannels, placeColleague, removeColleague, setColleagueState, subscribePresence } from '../live/presence';
import { dropConnections, isRefusing, liveClients, publish, publishRaw } from '../live/server';
import { addServedRecords, announceResources, serveExtra, serveSamples, servedNow } from '../served';
import { addWaitingWork } from '../waitingWork';
import type { ColleagueState } from '../live/kinds';

/**
 * Everything the page may ask of the mock by name (src/mock/client.ts): the controls of
 * `window.__zarMockLive`, `__zarMockStaff`, `__zarMockServed` and the developer panel. In the
 * browser they run in the mock's worker (./mockWorker.ts), the page asking by message; in Vitest
 * in the test's own process (`localMockTransport`). Arguments and answers are plain data.
 */
export const mockCalls = {
    'live.pause': pause,
    'live.resume': resume,
    'live.isPaused': isPaused,
    'live.fire': fire,
    'live.burst': burst,
    'live.dropConnections': dropConnections,
    'live.isRefusing': isRefusing,
    'live.publish': publish,
    'live.publishRaw': publishRaw,
    'live.clients': liveClients,
    'presence.channels': openPresenceChannels,
    'presence.on': colleaguesOn,
    'presence.place': placeColleague,
    'presence.setState': setColleagueState,
    'presence.remove': removeColleague,
    'staff.change': changeAsColleague,
    'staff.decide': decideAsColleague,
    'staff.request': requestAsColleague,
    'staff.decideApproval': decideApprovalAsColleague,
    'staff.recordOfPath': recordOfPath,
    'served.serve': serveSamples,
    'served.serveExtra': serveExtra,
    'served.addRecords': addServedRecords,
    'served.announce': announceResources,
    'served.served': servedNow,
    /** a new waiting record in that queue (null for an unknown one), the menu's counts told at once */
    'waiting.add': (kind: string) => {
        const record = addWaitingWork(kind);
        if (record) publishNotices();
        return record;
    },
} as const;

export type MockCalls = typeof mockCalls;
export type MockCallName = keyof MockCalls;

/** What the developer panel shows of the mock's state and re-renders on: the player's switch, the open records' colleagues. */
export interface MockState {
    paused: boolean;
    presence: Array<{ channel: string; colleagues: Array<{ id: string; state: ColleagueState }> }>;
}

export function mockState(): MockState {
    return {
        paused: isPaused(),
        presence: openPresenceChannels().map(channel => ({
            channel,
            colleagues: colleaguesOn(channel).map(({ id, state }) => ({ id, state })),
        })),
    };
}

/** Hears every change of `mockState()`; returns the unsubscribe. */
export function subscribeMockState(listener: () => void): () => void {
    const stopPlayer = subscribePlayer(listener);
    const stopPresence = subscribePresence(listener);
    return () => {
        stopPlayer();
        stopPresence();
    };
}

/** Runs one call by name (an unknown name throws). */
export function runMockCall(name: string, args: unknown[]): unknown {
    const call = (mockCalls as Record<string, (...values: unknown[]) => unknown>)[name];
    if (typeof call !== 'function') throw new Error(`Unknown mock call: ${name}`);
    return call(...args);
}
