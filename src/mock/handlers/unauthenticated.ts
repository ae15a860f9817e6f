import { HttpResponse } from 'msw';

/** The mock backend's 401, for calls without a valid, unexpired token. */
export const unauthenticated = () => HttpResponse.json({ message: 'ابتدا وارد شوید.' }, { status: 401 });
