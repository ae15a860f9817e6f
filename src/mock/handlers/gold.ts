import { http, HttpResponse } from 'msw';
import { latency } from '../latency';

/** Today's gold figures (contract §7); the live player moves them. */
export const gold = { price: 2650.4, todayVector: 4_235_000 };

export const goldHandlers = [
    http.get('*/admin/products/xau', async () => {
        await latency();
        return HttpResponse.json({ data: { price: gold.price } });
    }),
    http.get('*/admin/dashboard/vector', async () => {
        await latency();
        return HttpResponse.json({ data: { today_vector: gold.todayVector } });
    }),
];
