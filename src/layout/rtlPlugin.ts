import { compile, DECLARATION, KEYFRAMES, MEDIA, RULESET, serialize, stringify, type Element, type Middleware } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's right-to-left flip (stylis-plugin-rtl), without its work where it is not needed. The
 * plugin writes every rule out as text, runs cssjanus over it and parses the result again. Here:
 * - a rule with none of the text any of cssjanus's flips needs (`mayFlip`; about three rules in
 *   four at a start) is left as it is, exactly as the plugin would have left it;
 * - a rule whose declarations are all of the common kinds (`flipDeclaration`: sides in property
 *   names and keywords, four-value sides, corner radii, shadows and translations with no sideways
 *   offset) has them turned in place, as cssjanus turns them, without writing the rule out or
 *   parsing it again;
 * - keyframes cssjanus would leave as they are are parsed again as the plugin does, without it;
 * - every other rule still goes through the plugin. A start that draws MUI's usual components
 *   then never runs cssjanus, whose first calls (its regular expressions compiled) were most of
 *   the flip's cost.
 * tests/unit/rtlPlugin.test.tsx holds the two to the same output.
 */

/**
 * Whether cssjanus (2.x, as stylis-plugin-rtl runs it) might change this CSS: each of its flips
 * needs, at least, the text one of these finds. Words: `direction`, `left`, `right`, the cursors'
 * `e-resize`/`w-resize`, `box-shadow`/`text-shadow`, `translate`, and a backtick (escaped);
 * four values after `margin`, `padding`, `border-width`, `-color` or `border-style`; two values or a
 * slash after `border-radius`; a percentage after `background`.
 */
const WORDS = /`|direction|left|right|resize|shadow|translate/i;
const FOUR_VALUES = /(?:margin|padding|border-width|-color|border-style)\s*:\s*[^;}\s]+\s+[^;}\s]+\s+[^;}\s]+\s+[^;}\s]/i;
const RADII = /border-radius\s*:\s*[^;}]*?(?:\/|[^;}\s]\s+[^;}\s])/i;
const PERCENT_POSITION = /background[^;}]*%/i;

export const mayFlip = (css: string): boolean => WORDS.test(css) || FOUR_VALUES.test(css) || RADII.test(css) || PERCENT_POSITION.test(css);

/** A declaration the serializer has not reached yet (nothing written out from it). */
const untouchedDeclaration = (child: Element) => child.type === DECLARATION && child.return === '';

export const rtlPlugin: Middleware = (element, index, children, callback) => {
    // the rules stylis-plugin-rtl turns (not keyframes nor @supports, which it turns whole)
    if (
        element.type === RULESET &&
        (!element.parent || element.parent.type === MEDIA || element.parent.type === RULESET) &&
        Array.isArray(element.children) &&
        element.children.every(untouchedDeclaration)
    ) {
        const selector = Array.isArray(element.props) ? element.props.join(',') : element.props;
        if (element.children.length === 0) {
            // a rule with no declarations of its own: what the plugin leaves
            element.value = selector;
            element.return = '';
            return undefined;
        }
        // the text the plugin hands cssjanus
        let css = `${selector}{`;
        for (const child of element.children) css += child.value;
        if (css.length > selector.length + 1 && !mayFlip(`${css}}`)) {
            // what the plugin leaves: the same declarations, the rule written out by the serializer
            element.value = selector;
            element.return = '';
            return undefined;
        }
        if (!SELECTOR_WORDS.test(selector) && turnInPlace(element.children)) {
            element.value = selector;
            element.return = '';
            return undefined;
        }
    }
    // keyframes, which the plugin writes out whole: where cssjanus would change nothing, what the
    // plugin does without it (the steps parsed again from the text)
    if (element.type === KEYFRAMES) {
        const css = serialize([element], stringify);
        if (!mayFlip(css)) {
            element.children = css ? (compile(css)[0]?.children ?? []) : [];
            element.return = '';
            return undefined;
        }
    }
    return stylisRTLPlugin(element, index, children, callback);
};

/** Turns these declarations where they stand, when `flipDeclaration` can turn every one; whether it did. */
function turnInPlace(declarations: Element[]): boolean {
    const turned = declarations.map(child => flipDeclaration(child.props as string, child.children as string));
    if (!turned.every(declaration => declaration !== undefined)) return false;
    declarations.forEach((child, at) => {
        const [property, value] = turned[at]!;
        // the declaration as stylis parses `property:value;`
        child.value = `${property}:${value};`;
        child.props = property;
        child.children = value;
        child.length = property.length;
    });
    return true;
}

/** A selector cssjanus might change (left to the plugin): a side word, not within a longer word. */
const SELECTOR_WORDS = /(?:^|[^a-zA-Z])(?:left|right|ltr|rtl)(?![a-zA-Z])|`/i;
/** `left`, `right`, `ltr`, `rtl` as cssjanus finds them: not within a longer word. */
const SIDE_WORD = /(^|[^a-zA-Z])(left|right|ltr|rtl)(?![a-zA-Z])/g;
const OTHER_SIDE: Record<string, string> = { left: 'right', right: 'left', ltr: 'rtl', rtl: 'ltr' };
/** Values cssjanus turns in other ways than the words and sides here: a resize cursor, an escape. */
const VALUE_TO_CSSJANUS = /`|resize/i;
/** A length of zero (`0`, `0px`, `-0em`…). */
const ZERO = /^[-+]?0*\.?0*(?:[a-z]+)?$/i;
/** A number (what cssjanus's translation and shadow flips read), not a `var(…)` or `calc(…)`. */
const NUMBER = /^[-+]?(?:\d|\.\d)/;

/** A value with each function call's arguments left out (`rgba(0, 0, 0, 0.2) 2px` → `() 2px`). */
const outsideParentheses = (text: string) => text.replace(/\([^)]*\)/g, '()');

/** Whether a shadow list is one cssjanus leaves as it is: no shadow with a horizontal offset but zero. */
function shadowsStay(value: string): boolean {
    if (value === 'none' || /^var\([^)]*\)$/.test(value)) return true;
    return outsideParentheses(value)
        .split(',')
        .every(shadow => {
            const values = shadow.trim().split(/\s+/).filter(part => part !== 'inset');
            return values.length > 0 && NUMBER.test(values[0]) && ZERO.test(values[0]);
        });
}

/** Whether the translations in a value are ones cssjanus leaves as they are: none moved sideways by a number but zero. */
const translationsStay = (value: string): boolean =>
    [...value.matchAll(/translate(?:x|3d)?\(\s*([^,)\s]+)/gi)].every(([, x]) => !NUMBER.test(x) || ZERO.test(x));
/** Shorthands of four sides (top, right, bottom, left): the second and fourth value trade places. */
const FOUR_SIDES = new Set(['margin', 'padding', 'border-width', 'border-color', 'border-style']);
/** Where cssjanus reads four values (after any property ending so: `scroll-margin`, `outline-color`…). */
const FOUR_VALUES_AFTER = /(?:margin|padding|border-width|-color|border-style)$/;

/** The text a declaration needs for anything here or in cssjanus to turn it (besides the side shorthands). */
const MAY_TURN = /left|right|ltr|rtl|`|resize|translate|shadow|%/i;

/** Whether a side word is written with a capital (cssjanus's matching ignores case; the turn here does not). */
const capitalSide = (text: string) => (text.match(/left|right|ltr|rtl/gi) ?? []).some(word => word !== word.toLowerCase());
/** The values of a declaration, a function call (`rgba(…)`, `calc(…)`) counted as one. */
const valuesOf = (text: string) => outsideParentheses(text).trim().split(/\s+/);

/**
 * One declaration as cssjanus turns it, or undefined where this cannot say (cssjanus then turns the
 * whole rule): `left`/`right` (and `ltr`/`rtl`) trade places as words of the property and of the
 * value outside parentheses; a four-value side shorthand trades its second and fourth value; corner
 * radii trade left and right (two to four values, no slash); shadows and translations with no
 * sideways offset stay as they are (others are left to cssjanus, which turns the offset).
 * tests/unit/rtlPlugin.test.tsx compares it with cssjanus, declaration by declaration.
 */
export function flipDeclaration(property: string, value: string): [string, string] | undefined {
    const sides = FOUR_SIDES.has(property) || property === 'border-radius';
    // most declarations: nothing here for cssjanus to turn
    if (!sides && !MAY_TURN.test(property) && !MAY_TURN.test(value) && !FOUR_VALUES_AFTER.test(property)) return [property, value];
    if (VALUE_TO_CSSJANUS.test(value) || !translationsStay(value)) return undefined;
    if (/shadow$/.test(property) && !shadowsStay(value)) return undefined;
    // background positions in percentages (not those in a function: `color-mix(…, 88%)`)
    if (property.startsWith('background') && outsideParentheses(value).includes('%')) return undefined;
    if (FOUR_VALUES_AFTER.test(property) && !FOUR_SIDES.has(property) && valuesOf(value).length >= 4) return undefined;
    if (capitalSide(property) || capitalSide(value)) return undefined;
    // words in parentheses cssjanus leaves alone; a side word in them is left to it
    if (/\([^)]*(?:left|right|ltr|rtl)/i.test(value)) return undefined;
    const turn = (text: string) => text.replace(SIDE_WORD, (_match, before: string, word: string) => before + OTHER_SIDE[word]);
    const turnedProperty = turn(property);
    let turnedValue = turn(value);
    if (sides) {
        const radius = property === 'border-radius';
        const important = /\s*!important$/.exec(turnedValue)?.[0] ?? '';
        const values = valuesOf(turnedValue.slice(0, turnedValue.length - important.length));
        if (radius && turnedValue.includes('/')) return undefined;
        // fewer than four sides, or one radius: nothing trades places
        if (values.length < (radius ? 2 : 4)) return [turnedProperty, turnedValue];
        if (turnedValue.includes('(') || values.length > 4 || (important && !important.startsWith(' '))) return undefined;
        const [a, b, c, d] = values;
        const sides = !radius ? [a, d, c, b] : values.length === 2 ? [b, a] : values.length === 3 ? [b, a, b, c] : [b, a, d, c];
        turnedValue = sides.join(' ') + important;
    }
    return [turnedProperty, turnedValue];
}
