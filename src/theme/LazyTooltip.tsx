import { Tooltip, type TooltipProps } from '@mui/material';
import { unstable_useTimeout as useTimeout } from '@mui/utils';
import { cloneElement, useState, type FocusEvent, type MouseEvent, type ReactElement, type SyntheticEvent } from 'react';

type ChildProps = {
    onMouseOver?: (event: MouseEvent<HTMLElement>) => void;
    onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
    onFocus?: (event: FocusEvent<HTMLElement>) => void;
    onBlur?: (event: FocusEvent<HTMLElement>) => void;
    'aria-label'?: string;
    title?: string;
};

/** An event handler that runs the element's own, then `then` with the element. */
const also =
    <E extends SyntheticEvent<HTMLElement>>(own: ((event: E) => void) | undefined, then: (node: HTMLElement) => unknown) =>
    (event: E) => {
        own?.(event);
        then(event.currentTarget);
    };

/** MUI's Tooltip's delay before it opens under the pointer (its `enterDelay`). */
const ENTER_DELAY_MS = 100;

/**
 * MUI's `Tooltip` with its text for `children`, mounted beside its element the first time it is
 * wanted (the pointer over the element, or the keyboard's focus on it), not with it. Until then the
 * element alone, named (or described) by the tooltip's text as MUI's Tooltip names it
 * (`aria-label`, or `title` with `describeChild`). A closed Tooltip is about ten components and a
 * style of its own; a list's rows and the top bar have dozens that nobody points at while a screen
 * starts (docs/performance.md, "Starting the admin").
 *
 * The element itself is never drawn anew (its focus, its click stay): the Tooltip is a sibling,
 * anchored to it, opened and closed from the element's own events: after MUI's delay under the
 * pointer, at once for the keyboard's focus (not for a click's), closed when the pointer leaves,
 * the focus goes or Escape is pressed (MUI's own). A touch's long press is not a way to open it.
 */
export const LazyTooltip = ({ title, children, describeChild, placement, slotProps: _slotProps, ...rest }: TooltipProps) => {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [open, setOpen] = useState(false);
    const timer = useTimeout();

    const child = children as ReactElement<ChildProps>;
    const own = child.props;
    const text = typeof title === 'string' && title !== '' ? title : undefined;
    // described by its text (a title, as MUI's describeChild has it while closed; kept while open:
    // the pointer that could show the browser's own opens MUI's first), or named by it
    const named = describeChild ? { title: own.title ?? text } : { 'aria-label': own['aria-label'] ?? text };
    const show = (node: HTMLElement, delay: number) => {
        timer.clear();
        setAnchor(node);
        if (delay > 0) timer.start(delay, () => setOpen(true));
        else setOpen(true);
    };
    const hide = () => {
        timer.clear();
        setOpen(false);
    };

    return (
        <>
            {cloneElement(child, {
                ...named,
                onMouseOver: also(own.onMouseOver, node => open || show(node, ENTER_DELAY_MS)),
                onMouseLeave: also(own.onMouseLeave, hide),
                onFocus: also(own.onFocus, node => node.matches(':focus-visible') && show(node, 0)),
                onBlur: also(own.onBlur, hide),
            })}
            {anchor && (
                <Tooltip
                    {...rest}
                    title={title}
                    placement={placement}
                    open={open}
                    onClose={hide}
                    slotProps={{ popper: { anchorEl: anchor } }}
                >
                    <span hidden />
                </Tooltip>
            )}
        </>
    );
};
