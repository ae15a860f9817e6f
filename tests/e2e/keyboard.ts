// Keyboard-only helpers for the end-to-end specs: moving the focus with Tab until it reaches an
// element, and checking that wherever the focus is, the page shows it.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A short name of the focused element, for messages: tag, role, name or text. */
export const focusedName = (page: Page) =>
    page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return '<body>';
        const role = element.getAttribute('role');
        const name = element.getAttribute('aria-label') ?? (element as HTMLInputElement).name ?? '';
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${name ? ` «${name}»` : ''}${text ? ` “${text}”` : ''}`;
    });

/** Whether the focus is on the element `locator` points to (or inside it, with `within`). */
const focusIsOn = (locator: Locator, within: boolean) =>
    locator.evaluate((element, inside) => {
        const active = document.activeElement;
        return !!active && (active === element || (inside && element.contains(active)));
    }, within).catch(() => false);

/**
 * Presses Tab (Shift+Tab with `back`) until the element `locator` points to has the focus (or,
 * with `within`, something inside it); at most `max` presses. Every stop on the way must show its
 * focus. Fails naming each element the focus passed through.
 */
export async function tabTo(page: Page, locator: Locator, { max = 30, back = false, within = false }: { max?: number; back?: boolean; within?: boolean } = {}) {
    await locator.waitFor();
    const path: string[] = [];
    for (let press = 0; press < max; press++) {
        if (await focusIsOn(locator, within)) break;
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
        path.push(await focusedName(page));
        await expectFocusVisible(page);
    }
    expect(await focusIsOn(locator, within), `${back ? 'Shift+Tab' : 'Tab'} never reached ${locator} in ${max} presses; the focus went:\n  ${path.join('\n  ')}`).toBe(true);
}

/**
 * Why the focused element shows no focus, or '' when it does. The element is drawn otherwise than
 * the same element without the focus would be: a copy of it without MUI's focus classes, beside
 * it for a moment, is compared (its outline, box shadow, background and border; a copy is never
 * focused, so the browser's own :focus-visible ring counts too). Besides: the frame of a focused
 * MUI text field, or MUI's focus ripple on the control (a switch, a checkbox, a button) that has
 * the keyboard focus. An element whose focus style is removed fails.
 */
export const focusProblem = (page: Page) =>
    page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return 'the focus is on nothing (<body>)';
        const seen = (node: Element) => {
            const style = getComputedStyle(node);
            return style.display !== 'none' && style.visibility !== 'hidden' && parseFloat(style.opacity) > 0;
        };
        const transparent = (color: string) => color === 'transparent' || /rgba\([^)]*,\s*0\)$/.test(color);
        const look = (node: Element) => {
            const style = getComputedStyle(node);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
            return {
                outline: outline ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none',
                shadow: style.boxShadow,
                background: `${style.backgroundColor} ${style.backgroundImage}`,
                border: `${style.borderTopColor} ${style.borderTopWidth} ${style.borderBottomColor} ${style.borderBottomWidth}`,
            };
        };
        /** What about `node` changes with the focus: compared with a copy of it that has none. */
        const focusChanges = (node: HTMLElement) => {
            const copy = node.cloneNode(false) as HTMLElement;
            copy.classList.remove('Mui-focusVisible', 'Mui-focused');
            copy.removeAttribute('id');
            copy.removeAttribute('autofocus');
            copy.setAttribute('tabindex', '-1');
            copy.setAttribute('aria-hidden', 'true');
            node.after(copy);
            const [focused, plain] = [look(node), look(copy)];
            copy.remove();
            return (Object.keys(focused) as (keyof typeof focused)[]).filter(key => focused[key] !== plain[key] && !(key === 'outline' && focused.outline === 'none'));
        };
        if (seen(element) && focusChanges(element).length > 0) return '';
        // a text field shows its focus on its frame: MUI's focused border or underline
        const field = element.closest('.MuiInputBase-root.Mui-focused');
        if (field) {
            const frame = field.querySelector('.MuiOutlinedInput-notchedOutline');
            if (frame && seen(frame) && parseFloat(getComputedStyle(frame).borderTopWidth) >= 2) return '';
            if (!frame && seen(field)) {
                const after = getComputedStyle(field, '::after');
                if (after.content !== 'none' && parseFloat(after.borderBottomWidth) >= 2 && after.transform !== 'matrix(0, 0, 0, 1, 0, 0)') return '';
            }
        }
        // MUI's keyboard focus on the element or on the control around a hidden input: drawn as
        // a style of its own or as the control's focus ripple
        const control = element.closest('.Mui-focusVisible') as HTMLElement | null;
        if (control && seen(control)) {
            if (control !== element && focusChanges(control).length > 0) return '';
            const ripple = control.querySelector(':scope > .MuiTouchRipple-root .MuiTouchRipple-ripplePulsate') as HTMLElement | null;
            if (ripple && seen(ripple) && seen(ripple.parentElement!) && ripple.offsetWidth > 0) return '';
            // a card's action area tints itself with a layer of its own
            const highlight = control.querySelector(':scope > .MuiCardActionArea-focusHighlight');
            if (highlight && seen(highlight)) return '';
        }
        const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')} «${text}» shows no focus`;
    });

/** The focused element shows where the focus is (see focusProblem). */
export async function expectFocusVisible(page: Page) {
    // MUI adds its focus class and ripple on the next frame after the key
    await expect.poll(() => focusProblem(page), { message: 'a visible focus indicator', timeout: 2_000, intervals: [0, 50, 100, 250] }).toBe('');
}

/** Presses `key` and checks that the focus, wherever it went, is shown. */
export async function press(page: Page, key: string) {
    await page.keyboard.press(key);
    await expectFocusVisible(page);
}

/** The focus is on the element `locator` points to, and shows. */
export async function expectFocusOn(page: Page, locator: Locator, what: string) {
    await expect(locator, what).toBeFocused();
    await expectFocusVisible(page);
}

/**
 * The skip link, reached with Tab and pressed: the next Tab goes into the page's content
 * (react-admin moves the start of the Tab order to #main-content and leaves nothing focused).
 */
export async function skipToContent(page: Page) {
    await tabTo(page, page.getByRole('button', { name: 'رفتن به محتوا' }), { max: 5 });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('#main-content')), { message: 'Tab after the skip link is in the content' })
        .toBe(true);
    await expectFocusVisible(page);
}
