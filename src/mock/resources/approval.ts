import type { MockOverride } from '../resource';

/**
 * The two-person approvals are served by handlers of their own (src/mock/handlers/team.ts, with
 * src/mock/approvals.ts): an approval is made by a decision over its maker's limit, never created,
 * and its decision applies its changes to another resource's record.
 */
export const approvalResource: MockOverride = { name: 'approval', ownHandlers: 'src/mock/handlers/team.ts' };
