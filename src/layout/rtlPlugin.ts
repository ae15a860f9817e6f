import { DECLARATION, MEDIA, RULESET, type Element, type Middleware } from 'stylis';
import stylisRTLPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's right-to-left flip (stylis-plugin-rtl), without its work on the rules it would leave as
 * they are. The plugin writes every rule out as text, runs cssjanus over it and parses the result
 * again, and most of MUI's rules (about three in four at a start) come back unchanged. A rule with
 * none of the text any of cssjanus's flips needs (`mayFlip`) is left as it is here, exactly as the
 * plugin would have left it; every other one still goes through the plugin.
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
        element.children.length > 0 &&
        element.children.every(untouchedDeclaration)
    ) {
        const selector = Array.isArray(element.props) ? element.props.join(',') : element.props;
        // the text the plugin hands cssjanus
        let css = `${selector}{`;
        for (const child of element.children) css += child.value;
        if (css.length > selector.length + 1 && !mayFlip(`${css}}`)) {
            // what the plugin leaves: the same declarations, the rule written out by the serializer
            element.value = selector;
            element.return = '';
            return undefined;
        }
    }
    return stylisRTLPlugin(element, index, children, callback);
};
