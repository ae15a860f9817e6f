/** The form value of a half-typed or impossible date: kept so the field can say so. */
export const INVALID_DATE = 'invalid-date';

/** react-admin validator: a date that was typed but isn't one. */
export const invalidDate = (value: unknown) => (value === INVALID_DATE ? 'app.validation.date' : undefined);
