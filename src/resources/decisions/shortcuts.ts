import type { DecisionDefinition } from '../types';

/** Keys of review mode besides the decisions' own: the next waiting record, and the help. */
export const NEXT_KEYS = ['n', 'ArrowLeft'] as const;
export const HELP_KEYS = ['?', '؟'] as const;

/** Whether a key press is typing (in an input, a text area, an editable element): never a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
    if (!(target instanceof HTMLElement)) return false;
    if (target.isContentEditable) return true;
    const tag = target.tagName;
    if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
    if (tag === 'INPUT') {
        const type = (target as HTMLInputElement).type;
        return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
    }
    return target.getAttribute('role') === 'textbox' || target.closest('[contenteditable="true"]') !== null;
}

/**
 * Whether a key press means `key` (a Latin letter): by the character, or by the physical key, so
 * that `a` also works with the Persian keyboard layout (where that key types «ش»).
 */
export function pressed(event: Pick<KeyboardEvent, 'key' | 'code'>, key: string): boolean {
    if (event.key === key || event.key.toLowerCase() === key.toLowerCase()) return true;
    return /^[a-z]$/i.test(key) && event.code === `Key${key.toUpperCase()}`;
}

/** The decision a key press asks for, among those that apply to the record. */
export function decisionForKey(decisions: DecisionDefinition[], event: Pick<KeyboardEvent, 'key' | 'code'>) {
    return decisions.find(decision => decision.shortcut && pressed(event, decision.shortcut));
}
