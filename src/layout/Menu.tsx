import { ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { createElement, Fragment, useCallback } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { persianDigits } from '../i18n/format';
import { useFirstScreenShown } from '../realtime/firstScreen';
import { useSettledLive } from '../realtime/useLive';
import { menuEntries, useServedMenuEntries, useUnavailable, type MenuEntry } from '../resources';
import { LinkMenu, MenuLink } from './MenuLink';
import { RAIL_MENU_SX } from '../theme/railSx';
import { TemplateKitMenuGroup } from './TemplateKitMenuGroup';
import { useSidebarPeek } from './sidebarPeek';
import { useCanOpen } from './useAdminAccess';

/**
 * A menu item's notice count, or 0, as the menu shows it: a second behind the live count at most.
 * The menu is drawn with the whole page, so a count changed in an order's own frame would redraw
 * the page in it and hold the new order's card back by a frame (docs/performance.md).
 */
const useNoticeCount = (entry: MenuEntry) => useSettledLive(state => state.notices[entry.menuId] ?? 0);

/**
 * A menu item's icon with its notice count (its test id `menu-badge-{menuId}`), for the eye: MUI's
 * Badge's elements and classes, styled by the menu (src/layout/MenuLink.tsx), `MuiBadge-invisible`
 * (scaled away, as MUI's) while there is nothing to show.
 */
const MenuIcon = ({ entry }: { entry: MenuEntry }) => {
    const count = useNoticeCount(entry);
    return (
        <span className="MuiBadge-root">
            {createElement(entry.icon)}
            {count > 0 ? (
                <span className="MuiBadge-badge">
                    <span data-testid={`menu-badge-${entry.menuId}`} aria-hidden="true">
                        {persianDigits(count > 999 ? '999+' : count)}
                    </span>
                </span>
            ) : (
                <span className="MuiBadge-badge MuiBadge-invisible" />
            )}
        </span>
    );
};

/** A menu item's label, and for screen readers its count as a sentence ('۸ سفارش در انتظار'). */
const MenuLabel = ({ entry, label }: { entry: MenuEntry; label: string }) => {
    const translate = useTranslate();
    const count = useNoticeCount(entry);
    return (
        <>
            {label}
            {count > 0 && (
                <span style={visuallyHidden}>
                    {'، '}
                    {translate('app.live.notices_of', {
                        count: persianDigits(count),
                        name: translate(entry.label, { smart_count: 1 }),
                    })}
                </span>
            )}
        </>
    );
};

export interface MenuGroup {
    /** translation key of the group's heading */
    heading: string;
    entries: MenuEntry[];
}

/**
 * The side menu's groups: today one, 'statistics and information', from the resource registry
 * (docs/openapi.yaml, MenuId order). Another group (the template kit's) is one more entry here.
 */
export const MENU_GROUPS: MenuGroup[] = [{ heading: 'app.menu.heading', entries: menuEntries }];

/**
 * The side menu: every item for super_admin, only the `accesses` for other admins (docs/openapi.yaml, MenuId).
 * Collapsed, it is an icon rail (labels as tooltips, badges still shown); open, or opened over the
 * content by hovering (src/layout/Sidebar.tsx), each group has its heading and labels.
 *
 * Each group is a menu of its own (`role="menu"`, named by its heading, or by `aria-label` on the
 * rail where the heading is not shown): a heading is not a menu item, so it stands before its
 * menu, never inside one (a screen reader then hears "آمار و اطلاعات، منو، ۱۴ مورد").
 *
 * The items are drawn once the first screen is shown (src/realtime/firstScreen.ts), about a tenth
 * of a second after its rows: the menu is no part of the screen a start asked for, and its items
 * (icons, labels, counts, tooltips) were about a tenth of a start's main-thread time before the
 * rows. The side bar keeps its width meanwhile, so nothing moves when they come.
 */
export const Menu = () => (useFirstScreenShown() ? <MenuGroups /> : <div />);

/** The menu's groups and items (`Menu`, once the first screen is shown). */
const MenuGroups = () => {
    const translate = useTranslate();
    const [open, setOpen] = useSidebarState();
    // where the menu is a drawer, a click on an item closes it (as react-admin's item does)
    const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const onNavigate = useCallback(() => setOpen(false), [setOpen]);
    const peek = useSidebarPeek();
    const canOpen = useCanOpen();
    // an optional resource this server lacks or refuses (the activity log, approvals, staff): no item
    const unavailable = useUnavailable();
    // the resources the API serves follow the built-in ones, in the order served
    const served = useServedMenuEntries();
    const labelled = open || peek;
    const railSx = labelled ? undefined : RAIL_MENU_SX;
    return (
        <div>
            {MENU_GROUPS.map(group => {
                const headingId = `menu-heading-${group.heading.replace(/\W+/g, '-')}`;
                const heading = translate(group.heading);
                return (
                    <Fragment key={group.heading}>
                        {labelled && (
                            <ListSubheader
                                id={headingId}
                                component="div"
                                disableSticky
                                sx={{ background: 'transparent', fontWeight: 700, lineHeight: 3, whiteSpace: 'nowrap' }}
                            >
                                {heading}
                            </ListSubheader>
                        )}
                        <LinkMenu
                            sx={railSx}
                            {...(labelled ? { 'aria-labelledby': headingId } : { 'aria-label': heading })}
                        >
                            {(group === MENU_GROUPS[0] ? [...group.entries, ...served] : group.entries)
                                .filter(entry => canOpen(entry.menuId, entry.resource) && !(entry.resource && unavailable.has(entry.resource)))
                                .map(entry => {
                                    const label = translate(entry.label, { smart_count: 2 });
                                    return (
                                        <MenuLink
                                            key={entry.menuId}
                                            to={entry.to}
                                            label={<MenuLabel entry={entry} label={label} />}
                                            icon={<MenuIcon entry={entry} />}
                                            data-menu-id={entry.menuId}
                                            tooltip={open ? undefined : peek ? '' : label}
                                            onNavigate={small ? onNavigate : undefined}
                                        />
                                    );
                                })}
                        </LinkMenu>
                    </Fragment>
                );
            })}
            {/* the kit's group (demo and development builds) comes below the product's items */}
            <TemplateKitMenuGroup />
        </div>
    );
};
