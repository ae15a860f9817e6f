import { request } from '../providers/httpClient';

/** `POST /admin/auth/send-otp` (docs/openapi.yaml, auth): resolves on 204, rejects with the HttpError otherwise. */
export const sendOtp = (mobile: string) => request('/admin/auth/send-otp', { method: 'POST', body: { mobile } });
