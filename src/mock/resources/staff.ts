import type { MockOverride } from '../resource';

/**
 * The staff are served by handlers of their own (src/mock/handlers/team.ts, with
 * src/mock/teamStore.ts): the same admins the sign-in knows, with their accesses and permissions.
 */
export const staffResource: MockOverride = { name: 'staff', ownHandlers: 'src/mock/handlers/team.ts' };
