import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useCanOpen } from '../../access/useCanOpen';
import { useDefinitionOf } from '../definitionsContext';
import type { RelationDefinition, ResourceDefinition } from '../types';
import { RelatedList } from './RelatedList';

/** A tab of a record's page: `path` is its `?tab=` value, the first tab has none. */
export interface PageTab {
    path: string;
    label: string;
    content: ReactNode;
}

/** The query parameter that names the open tab: `/user/5/show?tab=receipt`. */
export const TAB_PARAM = 'tab';

/** The path of a record page's tab (`/user/5/show?tab=receipt`); the first tab is the bare page. */
export const tabPath = (pathname: string, tab: string | null): string =>
    tab ? `${pathname}?${TAB_PARAM}=${encodeURIComponent(tab)}` : pathname;

/** The relations of a definition the signed-in admin may open (their list call would be refused otherwise). */
export function useOpenRelations(definition: ResourceDefinition): Array<RelationDefinition & { related: ResourceDefinition }> {
    const canOpen = useCanOpen();
    const definitionOf = useDefinitionOf();
    return (definition.relations ?? []).flatMap(relation => {
        const related = definitionOf(relation.resource);
        return related && canOpen(related.menuId, related.name) ? [{ ...relation, related }] : [];
    });
}

/** The tabs of a definition: its page's own `tabs`, then one per relation (a related list). */
export function useRecordTabs(definition: ResourceDefinition, tabs: PageTab[]): PageTab[] {
    const relations = useOpenRelations(definition);
    return [
        ...tabs,
        ...relations.map(relation => ({
            path: relation.resource,
            label: relation.label ?? relation.related.label.many,
            content: <RelatedList relation={relation} />,
        })),
    ];
}

/**
 * A record page's tabs (docs/resources.md, relations): the page's own tabs, then a tab per relation the
 * admin may open, each the related list call filtered by the record's id. The open tab is in the
 * address (`?tab=receipt`: a link, a bookmark, the back button), only it is rendered (one list
 * call at a time), and the tab bar scrolls sideways on a phone.
 */
export const RelationTabs = ({ definition, tabs = [] }: { definition: ResourceDefinition; tabs?: PageTab[] }) => {
    const { pathname } = useLocation();
    const [params] = useSearchParams();
    const all = useRecordTabs(definition, tabs);
    if (!all.length) return null;
    const asked = params.get(TAB_PARAM);
    const current = all.find(tab => tab.path === asked) ?? all[0];
    const id = (tab: PageTab) => `record-tab-${tab.path || 'main'}`;
    return (
        <Box sx={{ minWidth: 0 }}>
            <Tabs
                value={current.path}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                aria-label={`بخش‌های ${definition.label.one}`}
                sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
            >
                {all.map((tab, index) => (
                    <Tab
                        key={tab.path}
                        value={tab.path}
                        label={tab.label}
                        id={id(tab)}
                        aria-controls={`${id(tab)}-panel`}
                        component={Link}
                        to={tabPath(pathname, index === 0 ? null : tab.path)}
                        replace={false}
                    />
                ))}
            </Tabs>
            <Box role="tabpanel" id={`${id(current)}-panel`} aria-labelledby={id(current)} key={current.path}>
                {current.content}
            </Box>
        </Box>
    );
};
