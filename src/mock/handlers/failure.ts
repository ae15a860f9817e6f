import { HttpResponse } from 'msw';
import type { MockFailure } from '../settings';
import { unauthenticated } from './unauthenticated';

/** The answer for a failure the developer settings rehearse (src/mock/settings.ts). */
export function failureAnswer(failure: MockFailure): Response {
    switch (failure) {
        case '401':
            return unauthenticated();
        case '403':
            return HttpResponse.json({ message: 'اجازه دسترسی به این کانال را ندارید.' }, { status: 403 });
        case '503':
            return HttpResponse.json({ message: 'سرور موقتاً در دسترس نیست.' }, { status: 503 });
        case 'network':
            return HttpResponse.error();
    }
}
