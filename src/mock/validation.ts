/**
 * Server-side validation of the mock backend, as a strict Laravel-style server answers it:
 * 422 with `{ message, errors: { field: string[] } }` (docs/openapi.yaml, conventions). Messages are Persian, as a
 * real server's would be.
 */
export type Rule = (value: unknown, body: Record<string, unknown>) => string | undefined;
export type Rules = Record<string, Rule[]>;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const required: Rule = value => (isBlank(value) ? 'پر کردن این فیلد الزامی است.' : undefined);

export const minLength =
    (min: number): Rule =>
    value =>
        !isBlank(value) && String(value).trim().length < min ? `حداقل ${min} نویسه لازم است.` : undefined;

export const maxLength =
    (max: number): Rule =>
    value =>
        !isBlank(value) && String(value).length > max ? `حداکثر ${max} نویسه مجاز است.` : undefined;

export const pattern =
    (regex: RegExp, message: string): Rule =>
    value =>
        !isBlank(value) && !regex.test(String(value)) ? message : undefined;

export const oneOf =
    (values: readonly string[]): Rule =>
    value =>
        !isBlank(value) && !values.includes(String(value)) ? 'مقدار انتخاب‌شده معتبر نیست.' : undefined;

export const numeric =
    (min = -Infinity): Rule =>
    value => {
        if (isBlank(value)) return undefined;
        const number = Number(value);
        if (!Number.isFinite(number)) return 'باید عدد باشد.';
        return number < min ? `باید دست‌کم ${min} باشد.` : undefined;
    };

export const boolean: Rule = value =>
    isBlank(value) || typeof value === 'boolean' || value === 0 || value === 1 ? undefined : 'باید بله یا خیر باشد.';

/** Runs the rules; returns the API's `errors` map (docs/openapi.yaml, `Error`), or null when the body is valid. */
export function validate(rules: Rules, body: Record<string, unknown>): Record<string, string[]> | null {
    const errors: Record<string, string[]> = {};
    for (const [field, fieldRules] of Object.entries(rules)) {
        const messages = fieldRules
            .map(rule => rule(body[field], body))
            .filter((message): message is string => !!message);
        if (messages.length) errors[field] = messages;
    }
    return Object.keys(errors).length ? errors : null;
}

export const INVALID_MESSAGE = 'اطلاعات ارسال‌شده معتبر نیست.';
