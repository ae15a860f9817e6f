import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from '../../src/theme/LazyTooltip';

describe('LazyTooltip', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('names its element by the text, as MUI names it, and mounts no tooltip until wanted', () => {
        render(
            <LazyTooltip title="ویرایش">
                <button type="button">✎</button>
            </LazyTooltip>
        );
        expect(screen.getByRole('button', { name: 'ویرایش' })).toBeTruthy();
        expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it("keeps the element's own name, and describes it by the text with describeChild", () => {
        render(
            <>
                <LazyTooltip title="ویرایش">
                    <button type="button" aria-label="ویرایش بانک ملت" />
                </LazyTooltip>
                <LazyTooltip title="سفارش‌ها" describeChild>
                    <a href="/order">سفارش‌ها</a>
                </LazyTooltip>
            </>
        );
        expect(screen.getByRole('button').getAttribute('aria-label')).toBe('ویرایش بانک ملت');
        expect(screen.getByRole('link').getAttribute('title')).toBe('سفارش‌ها');
        expect(screen.getByRole('link').hasAttribute('aria-label')).toBe(false);
    });

    it('opens after MUI’s delay under the pointer, closes when it leaves; the element is the same one', () => {
        const clicked = vi.fn();
        render(
            <LazyTooltip title="ویرایش">
                <button type="button" onClick={clicked} />
            </LazyTooltip>
        );
        const button = screen.getByRole('button');
        fireEvent.mouseOver(button);
        expect(screen.queryByRole('tooltip')).toBeNull();
        act(() => void vi.advanceTimersByTime(150));
        expect(screen.getByRole('tooltip').textContent).toBe('ویرایش');
        // never drawn anew: the node the pointer is on still takes the click
        expect(screen.getByRole('button')).toBe(button);
        fireEvent.click(button);
        expect(clicked).toHaveBeenCalledTimes(1);
        fireEvent.mouseLeave(button);
        act(() => void vi.advanceTimersByTime(500));
        expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it("keeps the element's own focus handler", () => {
        const focused = vi.fn();
        render(
            <LazyTooltip title="تنظیمات">
                <button type="button" onFocus={focused} />
            </LazyTooltip>
        );
        fireEvent.focus(screen.getByRole('button'));
        expect(focused).toHaveBeenCalledTimes(1);
    });
});
