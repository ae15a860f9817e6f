import { useQuery } from '@tanstack/react-query';
import { currentAdmin } from '../../providers/currentAdmin';
import type { ResourceDefinition } from '../types';
import type { AdminId } from './when';

/**
 * The signed-in admin's id (`/admin/me`'s `id`, shared with every other reader of it), for the
 * decisions offered only to the admin or only to the others (`who`); undefined while unknown.
 */
export function useAdminId(definition?: ResourceDefinition): AdminId {
    const { data } = useQuery({
        queryKey: ['admin', 'me', 'id'],
        queryFn: async () => (await currentAdmin()).id ?? null,
        staleTime: 60_000,
        // asked only where a decision depends on who the admin is
        enabled: !definition || !!definition.decisions?.some(decision => decision.who),
    });
    return data;
}
