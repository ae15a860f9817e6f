import { http, HttpResponse } from 'msw';
import { claimsOf } from '../auth';
import { latency } from '../latency';
import { servedNow, syncServedResources } from '../served';
import { readMockSettings } from '../settings';
import { unauthenticated } from './unauthenticated';

/**
 * `GET /admin/resources` (docs/openapi.yaml): the resource definitions the mock serves, none
 * until the developer switches a sample on (src/mock/served/). The developer setting
 * `resources: 'missing'` answers 404, as a server that serves no definitions.
 */
export const servedHandlers = [
    http.get('*/admin/resources', async ({ request }) => {
        await latency();
        if (!claimsOf(request)) return unauthenticated();
        if (readMockSettings().resources === 'missing') return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
        syncServedResources();
        return HttpResponse.json({ data: servedNow() });
    }),
];
