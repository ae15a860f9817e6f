import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { kitFetch } from './kitApi';

/** A GET of the kit's API, cached under `['kit', …key]` (react-admin's query client). */
export function useKitQuery<T>(key: QueryKey, path: string, params?: Record<string, string | number | undefined>, enabled = true) {
    return useQuery({
        queryKey: ['kit', ...key],
        queryFn: () => kitFetch<T>(path, { params }),
        enabled,
        retry: false,
        refetchOnWindowFocus: false,
    });
}

/** A POST of the kit's API; `invalidate` lists the kit queries to refetch after it succeeds. */
export function useKitMutation<Body, Result>(path: string, invalidate: QueryKey[] = []) {
    const client = useQueryClient();
    return useMutation({
        mutationFn: (body: Body) => kitFetch<Result>(path, { method: 'POST', body }),
        onSuccess: () => Promise.all(invalidate.map(key => client.invalidateQueries({ queryKey: ['kit', ...key] }))),
    });
}
