import type { MockRecord } from '../db';
import type { MockResource } from '../resource';
import { createRandom, fullName, mobile, SEED_NOW, type Random } from '../seed/random';
import { boolean, maxLength, numeric, oneOf, pattern, required, type Rule, type Rules } from '../validation';
import type { Workflow } from '../workflow';
import type { ServedDefinition } from './samples';

/**
 * A mock resource made from any definition: a built-in one without a hand-written part
 * (src/mock/resources/index.ts), or one the mock serves (src/mock/served/samples.ts, or one a page
 * script serves): what a strict server would check from its field rules (required, min and max,
 * choices, formats, references), its decisions as status moves, and seed records made from its
 * field types with a random stream of its own, so that switching one sample on changes no other
 * resource's records.
 */
type Json = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

const fieldsOf = (definition: ServedDefinition): Json[] => (Array.isArray(definition.fields) ? (definition.fields as Json[]) : []);

const bounded = (field: Json): Rule[] => {
    const rules: Rule[] = [numeric()];
    if (typeof field.min === 'number') {
        const min = field.min;
        rules.push(value => (!isBlank(value) && Number(value) < min ? `باید دست‌کم ${min.toLocaleString('fa-IR')} باشد.` : undefined));
    }
    if (typeof field.max === 'number') {
        const max = field.max;
        rules.push(value => (!isBlank(value) && Number(value) > max ? `حداکثر ${max.toLocaleString('fa-IR')} مجاز است.` : undefined));
    }
    return rules;
};

/** The checks of one field's value, by its type. */
function rulesOfField(field: Json): Rule[] {
    switch (field.type) {
        case 'number':
        case 'money':
            return bounded(field);
        case 'enum':
            return [oneOf(((field.choices as Json[] | undefined) ?? []).map(choice => String(choice.id)))];
        case 'boolean':
            return [boolean];
        case 'reference':
            return [numeric(1)];
        case 'mobile':
            return [pattern(/^09\d{9}$/, 'شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود.')];
        case 'iban':
            return [pattern(/^IR\d{24}$/, 'شماره شبا باید IR و ۲۴ رقم باشد.')];
        case 'card':
            return [pattern(/^\d{16}$/, 'شماره کارت باید ۱۶ رقم باشد.')];
        case 'nationalCode':
            return [pattern(/^\d{10}$/, 'کد ملی باید ۱۰ رقم باشد.')];
        case 'date':
        case 'datetime':
            return [value => (!isBlank(value) && Number.isNaN(Date.parse(String(value))) ? 'تاریخ معتبر نیست.' : undefined)];
        case 'longtext':
            return [maxLength(2000)];
        case 'text':
            return [maxLength(255)];
        default:
            return [];
    }
}

/** Fields the server owns whatever a definition says of them: a record's id and when it was made. */
const SERVER_OWNED = ['id', 'created_at'];

/** The fields a body may carry: all but the server's own. */
const writableFields = (definition: ServedDefinition): Json[] => fieldsOf(definition).filter(field => !SERVER_OWNED.includes(String(field.source)));

/** What the server checks of a body: every field's own rules, `required` for those of the form. */
export function rulesOf(definition: ServedDefinition): Rules {
    return Object.fromEntries(
        writableFields(definition).map(field => [
            String(field.source),
            [...(field.required && field.form !== false ? [required] : []), ...rulesOfField(field)],
        ])
    );
}

/**
 * The decisions as moves of `status`: from each status a decision applies to, to the status it
 * sets, with the fields its form requires.
 */
export function workflowOf(definition: ServedDefinition): Workflow | undefined {
    const transitions: Record<string, string[]> = {};
    const requires: Record<string, Rules> = {};
    for (const decision of (definition.decisions as Json[] | undefined) ?? []) {
        const from = ((decision.when as Json | undefined)?.status as unknown[] | undefined) ?? [];
        const to = (decision.changes as Json | undefined)?.status;
        if (typeof to !== 'string') continue;
        for (const status of from) (transitions[String(status)] ??= []).push(to);
        const fields = (decision.fields as Json[] | undefined) ?? [];
        if (fields.length) {
            requires[to] = Object.fromEntries(
                fields.map(field => [String(field.source), [...(field.required ? [required] : []), ...rulesOfField(field)]])
            );
        }
    }
    if (!Object.keys(transitions).length) return undefined;
    return { transitions, requires, refused: 'این مورد قبلاً بررسی شده است.' };
}

/** A seed name's stream: the same records for the same definition name on every start. */
const seedOf = (name: string) => [...name].reduce((hash, letter) => (Math.imul(hash, 31) + letter.charCodeAt(0)) >>> 0, 7);

const WORDS = ['سکه', 'شمش', 'گردنبند', 'انگشتر', 'دستبند', 'آب‌شده', 'النگو', 'گوشواره'];
const SENTENCES = ['با مشتری تماس گرفته شد.', 'در صندوق دوم نگهداری می‌شود.', 'مشتری رسید را امضا کرد.'];

/** One value of a field, as a server would have stored it. */
function sampleValue(field: Json, random: Random, users: MockRecord[], db: ReadonlyMap<string, { all(): MockRecord[] }>, index: number): unknown {
    const source = String(field.source);
    switch (field.type) {
        case 'text':
            return source === 'code' ? `ZAR-${random.digits(4)}` : `${random.pick(WORDS)} ${(index + 1).toLocaleString('fa-IR')}`;
        case 'longtext':
            return random.chance(0.5) ? random.pick(SENTENCES) : null;
        case 'number': {
            const min = typeof field.min === 'number' ? field.min : 1;
            const max = typeof field.max === 'number' ? field.max : 100;
            return Number.isInteger(min) ? random.int(Math.ceil(min), Math.floor(max)) : Math.round((min + random.next() * (max / 20 - min)) * 100) / 100;
        }
        case 'money':
            return random.int(1, 500) * 100_000;
        case 'date':
            return new Date(SEED_NOW + Math.floor((random.next() - 0.5) * 120) * 86_400_000).toISOString().slice(0, 10);
        case 'datetime':
            return random.pastDate(60);
        case 'boolean':
            return random.chance(0.5);
        case 'enum':
            return String(random.pick((field.choices as Json[]).map(choice => choice.id)));
        case 'reference': {
            const records = field.reference === 'user' ? users : (db.get(String(field.reference))?.all() ?? []);
            return records.length ? random.pick(records).id : null;
        }
        case 'mobile':
            return mobile(random);
        case 'iban':
            return `IR${random.digits(24)}`;
        case 'card':
            return random.digits(16);
        case 'nationalCode':
            return random.digits(10);
        default:
            return source === 'name' ? fullName(random) : null;
    }
}

/** `count` new records of a definition (seed, or the developer panel's "add records"). */
export function sampleRecords(
    definition: ServedDefinition,
    db: ReadonlyMap<string, { all(): MockRecord[] }>,
    count: number,
    random: Random = createRandom(seedOf(String(definition.name))),
    firstId = 1
): MockRecord[] {
    const workflow = workflowOf(definition);
    const start = workflow ? Object.keys(workflow.transitions)[0] : undefined;
    const decided = workflow ? [...new Set(Object.values(workflow.transitions).flat())] : [];
    const users = db.get('user')?.all() ?? [];
    return Array.from({ length: count }, (_, index) => {
        const record: MockRecord = { id: firstId + index };
        for (const field of writableFields(definition)) record[String(field.source)] = sampleValue(field, random, users, db, firstId + index - 1);
        // the older ones decided, the newest few waiting
        if (start) record.status = index >= count - Math.ceil(count / 4) || !decided.length ? start : random.pick(decided);
        record.created_at = random.pastDate(60);
        return record;
    });
}

/** The mock resource of a definition, built-in or served. */
export function mockResourceOf(definition: ServedDefinition): MockResource {
    const fields = fieldsOf(definition);
    const workflow = workflowOf(definition);
    const start = workflow ? Object.keys(workflow.transitions)[0] : undefined;
    return {
        name: String(definition.name),
        menuId: String(definition.menuId),
        searchable: fields
            .filter(field => ['text', 'longtext', 'mobile', 'iban', 'card', 'nationalCode'].includes(String(field.type)))
            .map(field => String(field.source)),
        seed: (_random, db) => sampleRecords(definition, db, 24),
        rules: rulesOf(definition),
        readOnly: ['created_at'],
        workflow,
        references: Object.fromEntries(
            fields.filter(field => field.type === 'reference').map(field => [String(field.source), String(field.reference)])
        ),
        onCreate: data => ({ ...(start ? { status: start } : {}), ...data, created_at: new Date().toISOString() }),
    };
}
