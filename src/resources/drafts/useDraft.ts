import { useCallback, useEffect, useRef, useState } from 'react';
import { useRegisterMutationMiddleware } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { cachedAdminKey } from '../../providers/currentAdmin';
import { session } from '../../providers/session';
import { markDirty, useLeaveSource } from './leaveGuard';
import { drafts, type Draft, type DraftValues } from './store';

/** How long typing pauses before the draft is written (well within a second). */
export const DRAFT_DELAY_MS = 400;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Files (an image being uploaded) can't be kept in localStorage: their fields are left out. */
const holdsFile = (value: unknown): boolean =>
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (!!value && typeof value === 'object' && ('rawFile' in value || Object.values(value).some(holdsFile)));

/**
 * Nothing chosen: empty, or what an input puts in on its own when it appears (a switch's `false`,
 * a list's `[]`) where the form started with nothing. A new record's untouched switch is no change.
 */
const isBlank = (value: unknown) => isEmpty(value) || value === false || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The top-level values that differ from the form's starting values. */
export function changedValues(values: FieldValues, base: FieldValues = {}): DraftValues {
    const changed: DraftValues = {};
    for (const key of new Set([...Object.keys(values), ...Object.keys(base)])) {
        if (holdsFile(values[key]) || same(values[key], base[key])) continue;
        changed[key] = values[key] === undefined ? null : values[key];
    }
    return changed;
}

/** The draft of the current admin for one key, removed (after a save outside react-admin's Create/Edit). */
export const discardDraft = (key: string): void => drafts.remove(cachedAdminKey(), key);

export interface DraftControls {
    /** the draft found when the form opened, until restored or discarded */
    offer: Draft | null;
    /** puts the draft's values into the form (dirty, so saving works) */
    restore: () => void;
    /** removes the draft */
    discard: () => void;
    /** the form was saved: the draft goes */
    clear: () => void;
    /** the form holds changes not saved */
    changed: boolean;
}

/**
 * Keeps a react-hook-form form's unsaved changes as a draft of the signed-in admin under `key`
 * (src/resources/drafts/store.ts): written a moment after typing stops, at submit and when the form
 * closes; removed when the form is saved (react-admin's Create/Edit: after the server said yes),
 * discarded, or left through the leave question. A form saved by its own code (a dialog, a reply
 * box inside another page's controller) passes `savedByController: false` and removes the draft
 * itself (`discardDraft`). A draft found when the form opens is offered
 * (`offer`), not applied. Must be rendered inside the form.
 */
export function useDraft(key: string, { savedByController = true }: { savedByController?: boolean } = {}): DraftControls {
    const { watch, getValues, setValue, control } = useFormContext();
    const { isSubmitting } = useFormState({ control });
    // captured when the form opens: a 401 forgets the admin before the form closes
    const [adminKey] = useState(cachedAdminKey);
    // a draft holding nothing more than the form already shows is not offered
    const [offer, setOffer] = useState<Draft | null>(() => {
        const draft = drafts.read(adminKey, key);
        const current = getValues();
        if (!draft || Object.entries(draft.values).every(([source, value]) => same(current[source], value))) return null;
        return draft;
    });
    const [changed, setChanged] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

    const diff = useCallback(() => changedValues(getValues(), control._defaultValues as FieldValues), [getValues, control]);

    const cancel = useCallback(() => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
    }, []);

    const write = useCallback(() => {
        cancel();
        const values = diff();
        if (Object.keys(values).length) drafts.write(adminKey ?? cachedAdminKey(), key, values);
        else drafts.remove(adminKey ?? cachedAdminKey(), key);
    }, [adminKey, cancel, diff, key]);

    const drop = useCallback(() => {
        cancel();
        drafts.remove(adminKey ?? cachedAdminKey(), key);
    }, [adminKey, cancel, key]);

    const leave = useLeaveSource(drop);

    const clear = useCallback(() => {
        drop();
        markDirty(leave, false);
        setChanged(false);
        setOffer(null);
    }, [drop, leave]);

    useEffect(() => {
        const check = () => {
            const dirty = Object.keys(diff()).length > 0;
            markDirty(leave, dirty);
            setChanged(dirty);
            return dirty;
        };
        const writeSoon = () => {
            cancel();
            timer.current = setTimeout(write, DRAFT_DELAY_MS);
        };
        const subscription = watch((_values, info) => {
            check();
            // only what the admin typed or picked is written; a reset or a reload of the record is not
            if (info.type === 'change') writeSoon();
        });
        // what was typed before this ran (the form's inputs take keystrokes as soon as they are
        // drawn, this a moment later on a busy page) is not missed: held, asked about, kept
        if (check()) writeSoon();
        return () => subscription.unsubscribe();
    }, [watch, diff, cancel, write, leave]);

    // written at once when the form is sent, and when it closes with typing not yet written
    useEffect(() => {
        if (isSubmitting && timer.current) write();
    }, [isSubmitting, write]);
    useEffect(
        () => () => {
            if (timer.current) write();
        },
        [write]
    );

    // react-admin's Create and Edit: the draft goes once the server has saved the record. A 401
    // does not reject here: react-admin signs out and answers with an empty record (no id), and
    // the draft stays for the next sign-in.
    const middleware = useCallback(
        async (...args: unknown[]) => {
            const next = args.pop() as (...rest: unknown[]) => Promise<unknown>;
            const result = await next(...args);
            const saved = (result as { data?: { id?: unknown } } | undefined)?.data?.id !== undefined;
            if (savedByController && saved && session.getToken() !== null) clear();
            return result;
        },
        [clear, savedByController]
    );
    useRegisterMutationMiddleware(middleware);

    const restore = useCallback(() => {
        if (!offer) return;
        for (const [source, value] of Object.entries(offer.values)) {
            setValue(source, value, { shouldDirty: true, shouldTouch: true });
        }
        setOffer(null);
        write();
    }, [offer, setValue, write]);

    // what was typed since the form opened stays kept; only the offered draft goes
    const discard = useCallback(() => {
        setOffer(null);
        write();
    }, [write]);

    return { offer, restore, discard, clear, changed };
}
