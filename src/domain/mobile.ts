/** Mobile numbers of docs/openapi.yaml, auth: `09` and 9 more digits. */
export const MOBILE_PATTERN = /^09[0-9]{9}$/;
