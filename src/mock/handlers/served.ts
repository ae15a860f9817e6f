import { http, HttpResponse } from 'msw';
import { servedNow, syncServedResources } from '../served';
import { readMockSettings } from '../settings';
import { signedIn } from './unauthenticated';

/**
 * `GET /admin/resources` (docs/openapi.yaml): the resource definitions the mock serves, none
 * until the developer switches a sample on (src/mock/served/). The developer setting
 * `resources: 'missing'` answers 404, as a server that serves no definitions.
 */
export const servedHandlers = [
    http.get(
        '*/admin/resources',
        signedIn(null, () => {
            if (readMockSettings().resources === 'missing') return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
            syncServedResources();
            return HttpResponse.json({ data: servedNow() });
        })
    ),
];
