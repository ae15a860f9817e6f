import { http, HttpResponse } from 'msw';
import { claimsOf } from '../auth';
import { latency } from '../latency';
import { unauthenticated } from './unauthenticated';

/** Today's gold figures (docs/openapi.yaml, gold); the live player moves them. */
export const gold = { price: 2650.4, todayVector: 4_235_000 };

export const goldHandlers = [
    http.get('*/admin/products/xau', async ({ request }) => {
        await latency();
        if (!claimsOf(request)) return unauthenticated();
        return HttpResponse.json({ data: { price: gold.price } });
    }),
    http.get('*/admin/dashboard/vector', async ({ request }) => {
        await latency();
        if (!claimsOf(request)) return unauthenticated();
        return HttpResponse.json({ data: { today_vector: gold.todayVector } });
    }),
];
