import { HttpResponse } from 'msw';
import { db } from './db';
import { errorResponse, kitGet, param } from './util';

/**
 * `GET /api/products` → {products} (24); `GET /api/products/product?id=|name=` → {product},
 * 404 'Product not found'.
 */
export const productHandlers = [
    kitGet('/api/products', () => HttpResponse.json({ products: db.products })),
    kitGet('/api/products/product', ({ request }) => {
        const id = param(request, 'id');
        const name = param(request, 'name');
        const product = db.products.find(item => (id && item.id === id) || (name && item.name === name));
        if (!product) return errorResponse(404, 'Product not found');
        return HttpResponse.json({ product });
    }),
];
