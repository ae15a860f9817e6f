import { GlobalStyles } from '@mui/material';
import { alpha, getOverlayAlpha, type Theme } from '@mui/material/styles';
import { memo } from 'react';

/** The panel's width (narrower on a phone), its header's height and its tallest extent. */
export const PANEL_WIDTH = 380;
export const HEADER_HEIGHT = 52;
export const PANEL_MAX_HEIGHT = '70vh';

/** The card's height and the gap between cards: every card is as tall, so the list can be virtualised. */
export const CARD_HEIGHT = 204;
export const CARD_GAP = 8;
export const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP;

/**
 * The class names of the live-order panel's own elements. The panel renders plain elements with
 * these classes instead of a styled MUI component per element: their rules are written once per
 * theme ({@link LiveOrderStyles}), so a new order costs its card's elements and nothing else (no
 * style serialised again per element and render). The buttons and the box are native ones drawn
 * like MUI's small buttons, the side like its small chip; MUI is kept for the panel's toggle.
 */
export const LO = {
    root: 'zar-lo',
    panel: 'zar-lo-panel',
    header: 'zar-lo-header',
    title: 'zar-lo-title',
    count: 'zar-lo-count',
    scroll: 'zar-lo-scroll',
    list: 'zar-lo-list',
    row: 'zar-lo-row',
    head: 'zar-lo-head',
    avatar: 'zar-lo-avatar',
    name: 'zar-lo-name',
    time: 'zar-lo-time',
    side: 'zar-lo-side',
    product: 'zar-lo-product',
    prices: 'zar-lo-prices',
    term: 'zar-lo-term',
    value: 'zar-lo-value',
    total: 'zar-lo-total',
    note: 'zar-lo-note',
    noteLabel: 'zar-lo-note-label',
    actions: 'zar-lo-actions',
    auto: 'zar-lo-auto',
    spacer: 'zar-lo-spacer',
    button: 'zar-lo-button',
    approve: 'zar-lo-approve',
    reject: 'zar-lo-reject',
    icon: 'zar-lo-icon',
    spinner: 'zar-lo-spinner',
} as const;

const ellipsis = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

const styles = (theme: Theme) => {
    const { palette, typography } = theme;
    const dark = palette.mode === 'dark';
    const overlay = alpha('#fff', getOverlayAlpha(8));
    const text = (variant: 'body2' | 'caption' | 'subtitle2') => ({
        fontFamily: typography[variant].fontFamily,
        fontSize: typography[variant].fontSize,
        fontWeight: typography[variant].fontWeight,
        letterSpacing: typography[variant].letterSpacing,
        lineHeight: typography[variant].lineHeight,
        margin: 0,
    });
    return {
        [`.${LO.root}`]: {
            position: 'fixed',
            bottom: 16,
            // the end side: left in RTL, away from the side menu (logical, so no RTL flipping)
            insetInlineEnd: 16,
            maxWidth: 'calc(100vw - 32px)',
            zIndex: theme.zIndex.speedDial,
            '@media print': { display: 'none' },
        },
        [`.${LO.panel}`]: {
            width: PANEL_WIDTH,
            maxWidth: '100%',
            overflow: 'hidden',
            borderRadius: 12,
            border: `1px solid ${palette.divider}`,
            backgroundColor: palette.background.paper,
            backgroundImage: dark ? `linear-gradient(${overlay}, ${overlay})` : 'none',
            color: palette.text.primary,
            boxShadow: theme.shadows[8],
            // focus rings of the buttons and boxes inside, in the theme's colour
            '& .Mui-focusVisible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
            '&[data-open="false"]': { width: 'auto', borderRadius: HEADER_HEIGHT / 2 },
        },
        [`.${LO.header}`]: {
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            height: HEADER_HEIGHT,
            paddingInlineStart: 16,
            paddingInlineEnd: 8,
            cursor: 'pointer',
            userSelect: 'none',
            borderBottom: `1px solid ${palette.divider}`,
            '[data-open="false"] > &': { borderBottom: 0 },
        },
        [`.${LO.title}`]: {
            ...text('subtitle2'),
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            flex: 1,
            fontWeight: 700,
            whiteSpace: 'nowrap',
        },
        [`.${LO.count}`]: {
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            boxSizing: 'border-box',
            height: 24,
            minWidth: 28,
            padding: '0 8px',
            borderRadius: 12,
            backgroundColor: palette.warning.main,
            color: palette.warning.contrastText,
            fontSize: typography.pxToRem(13),
            fontWeight: 700,
            lineHeight: 1,
        },
        [`.${LO.scroll}`]: {
            maxHeight: `calc(${PANEL_MAX_HEIGHT} - ${HEADER_HEIGHT}px)`,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            backgroundColor: palette.background.default,
        },
        [`.${LO.list}`]: { position: 'relative' },
        [`.${LO.row}`]: {
            position: 'absolute',
            top: 0,
            willChange: 'transform',
            left: 8,
            right: 8,
            height: CARD_HEIGHT,
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            // a card's size never depends on its content, and nothing in it reaches outside: a
            // new card or a moved one lays out and paints alone. Not `content-visibility: auto`:
            // the list renders only the cards in view already, and each card crossing the
            // viewport's edge made Blink run style and layout a second time in that frame
            contain: 'strict',
            padding: 10,
            backgroundColor: palette.background.paper,
            border: `1px solid ${palette.divider}`,
            borderRadius: 10,
            outline: 'none',
            color: palette.text.primary,
            // the side at a glance, on the reading side of the card (the chip says it in words)
            '&[data-side="buy"]': { borderInlineStart: `4px solid ${palette.success.main}` },
            '&[data-side="sell"]': { borderInlineStart: `4px solid ${palette.error.main}` },
            '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
            '&[aria-busy="true"]': { opacity: 0.85 },
        },
        [`.${LO.head}`]: { display: 'flex', alignItems: 'center', gap: 8, height: 32, flexShrink: 0 },
        [`.${LO.avatar}`]: {
            ...text('body2'),
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            width: 32,
            height: 32,
            overflow: 'hidden',
            borderRadius: '50%',
            fontSize: 13,
            lineHeight: 1,
            backgroundColor: palette.secondary.main,
            color: palette.secondary.contrastText,
            '& > img': { width: '100%', height: '100%', objectFit: 'cover' },
        },
        [`.${LO.name}`]: { ...text('body2'), ...ellipsis, flex: 1, minWidth: 0, fontWeight: 600 },
        [`.${LO.time}`]: { ...text('caption'), ...ellipsis, flexShrink: 0, color: palette.text.secondary },
        // MUI's small filled chip, green for a buy and red for a sell
        [`.${LO.side}`]: {
            ...text('body2'),
            display: 'inline-flex',
            alignItems: 'center',
            flexShrink: 0,
            boxSizing: 'border-box',
            height: 24,
            padding: '0 8px',
            borderRadius: 12,
            fontSize: typography.pxToRem(13),
            fontWeight: 700,
            lineHeight: 1,
            whiteSpace: 'nowrap',
            '&[data-side="buy"]': { backgroundColor: palette.success.main, color: palette.success.contrastText },
            '&[data-side="sell"]': { backgroundColor: palette.error.main, color: palette.error.contrastText },
        },
        [`.${LO.product}`]: { ...text('body2'), ...ellipsis, marginTop: 6, lineHeight: '22px', fontWeight: 700, flexShrink: 0 },
        [`.${LO.prices}`]: {
            margin: 0,
            marginTop: 6,
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            columnGap: 12,
            height: 36,
            '& > div': { minWidth: 0 },
        },
        [`.${LO.term}`]: { ...text('caption'), display: 'block', lineHeight: '16px', color: palette.text.secondary },
        [`.${LO.value}`]: { ...text('body2'), ...ellipsis, lineHeight: '20px' },
        [`.${LO.total}`]: { fontWeight: 700 },
        [`.${LO.note}`]: {
            ...text('caption'),
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            marginTop: 6,
            lineHeight: '18px',
            maxHeight: 36,
            color: palette.text.secondary,
        },
        [`.${LO.noteLabel}`]: { fontWeight: 700 },
        [`.${LO.actions}`]: { display: 'flex', alignItems: 'center', gap: 8, marginTop: 'auto', height: 32, flexShrink: 0 },
        [`.${LO.auto}`]: {
            ...text('caption'),
            display: 'flex',
            alignItems: 'center',
            flex: 1,
            minWidth: 0,
            fontSize: 12,
            lineHeight: 1.4,
            cursor: 'pointer',
            '&[data-disabled="true"]': { cursor: 'default', color: palette.text.disabled },
        },
        [`.${LO.spacer}`]: { flex: 1 },
        [`.${LO.auto} > input`]: {
            width: 18,
            height: 18,
            margin: 0,
            marginInlineEnd: 6,
            flexShrink: 0,
            accentColor: palette.primary.main,
            cursor: 'inherit',
        },
        [`.${LO.auto} > input:focus-visible`]: { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
        // MUI's small contained and outlined buttons, drawn with the theme's colours
        [`.${LO.button}`]: {
            ...typography.button,
            fontSize: typography.pxToRem(13),
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 6,
            flexShrink: 0,
            boxSizing: 'border-box',
            height: 30,
            padding: '4px 10px',
            borderRadius: theme.shape.borderRadius,
            border: '1px solid transparent',
            cursor: 'pointer',
            textTransform: 'none',
            transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
                duration: theme.transitions.duration.short,
            }),
            '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
            '&:disabled': { cursor: 'default' },
        },
        // flat, as MUI's contained button with `disableElevation`: the blurred shadows of its
        // elevation were a third of a new card's raster time in this software compositor
        [`.${LO.approve}`]: {
            minWidth: 72,
            backgroundColor: palette.success.main,
            color: palette.success.contrastText,
            '&:hover:not(:disabled)': { backgroundColor: palette.success.dark },
            '&:disabled': { backgroundColor: palette.action.disabledBackground, color: palette.action.disabled },
        },
        [`.${LO.reject}`]: {
            minWidth: 64,
            backgroundColor: 'transparent',
            color: palette.error.main,
            borderColor: alpha(palette.error.main, 0.5),
            '&:hover:not(:disabled)': {
                borderColor: palette.error.main,
                backgroundColor: alpha(palette.error.main, palette.action.hoverOpacity),
            },
            '&:disabled': { color: palette.action.disabled, borderColor: palette.action.disabledBackground },
        },
        [`.${LO.icon}`]: { width: 18, height: 18, flexShrink: 0, fill: 'currentColor' },
        [`.${LO.spinner}`]: {
            boxSizing: 'border-box',
            width: 16,
            height: 16,
            margin: 1,
            flexShrink: 0,
            borderRadius: '50%',
            border: '2px solid currentColor',
            borderInlineEndColor: 'transparent',
            animation: 'zar-lo-spin 0.8s linear infinite',
        },
        '@keyframes zar-lo-spin': { to: { transform: 'rotate(360deg)' } },
    };
};

/** The panel's rules, written once per theme (the component has no props: it renders again only when the theme changes). */
export const LiveOrderStyles = memo(function LiveOrderStyles() {
    return <GlobalStyles styles={styles} />;
});
