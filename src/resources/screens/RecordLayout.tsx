import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FieldValue } from '../fields/FieldValue';
import { RelationTabs, type PageTab } from '../relations';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { recordPlan, type PlanOptions, type RecordSection } from './recordSections';

/** Label and value pairs of the current record: a description list a screen reader reads in pairs. */
const Pairs = ({ fields, emphasis = false }: { fields: FieldDefinition[]; emphasis?: boolean }) => (
    <Box
        component="dl"
        sx={{
            m: 0,
            display: 'grid',
            gap: emphasis ? 2 : 1.5,
            // the key facts side by side as wide as there is room, a section's pairs one under another
            gridTemplateColumns: emphasis ? 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))' : '1fr',
        }}
    >
        {fields.map(field => (
            <Box key={field.source} sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                    {field.label}
                </Typography>
                <Typography
                    component="dd"
                    variant={emphasis ? 'subtitle1' : 'body2'}
                    sx={{ m: 0, fontWeight: emphasis ? 600 : undefined, overflowWrap: 'anywhere', minWidth: 0 }}
                >
                    <FieldValue field={field} />
                </Typography>
            </Box>
        ))}
    </Box>
);

/** The record's key facts (the definition's `keyFacts`), named for a screen reader. */
export const KeyFacts = ({ fields }: { fields: FieldDefinition[] }) => {
    const translate = useTranslate();
    const headingId = useId();
    if (!fields.length) return null;
    return (
        <Box role="group" aria-labelledby={headingId} data-testid="key-facts">
            <Typography id={headingId} component="h2" sx={visuallyHidden}>
                {translate('app.record.key_facts')}
            </Typography>
            <Pairs fields={fields} emphasis />
        </Box>
    );
};

/** One section: a group named by its heading, then its label and value pairs. */
const Section = ({ section }: { section: RecordSection }) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Box
            role="group"
            aria-labelledby={headingId}
            data-testid={`record-section-${section.id}`}
            sx={{ minWidth: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
            <Typography id={headingId} component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {translate(section.labelKey, { _: section.label })}
            </Typography>
            <Pairs fields={section.fields} />
        </Box>
    );
};

/**
 * The sections in a grid: as many columns as fit at 280 px or more, never more than three (two
 * or three on a wide screen, one on a phone).
 */
export const RecordSections = ({ sections }: { sections: RecordSection[] }) => (
    <Box
        data-testid="record-sections"
        sx={{
            p: 2,
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: 'repeat(auto-fit, minmax(max(min(100%, 280px), calc((100% - 32px) / 3)), 1fr))',
        }}
    >
        {sections.map(section => (
            <Section key={section.id} section={section} />
        ))}
    </Box>
);

export interface RecordLayoutProps extends PlanOptions {
    definition: ResourceDefinition;
    /** the record's decisions (with the picture they rest on): beside the key facts */
    decisions?: ReactNode;
    /** a page's own header in place of the generated key facts (it shows the `keyFacts` itself) */
    facts?: ReactNode;
    /** the page's own tabs after the fields' tab (the relations' tabs follow) */
    tabs?: PageTab[];
    /** what follows the sections (a ticket's conversation) */
    children?: ReactNode;
}

/**
 * A record's page, the same frame on every record page, generated or custom (docs/resources.md,
 * "The record's page"): the key facts and the decisions at the top, then the sections in a grid;
 * a definition with relations (or a page with tabs of its own) puts the sections in the first
 * tab and a related list in each next one.
 */
export const RecordLayout = ({ definition, decisions, facts, tabs = [], children, include, omit }: RecordLayoutProps) => {
    const plan = recordPlan(definition, { include, omit });
    const top = facts ?? <KeyFacts fields={plan.keyFacts} />;
    const grid = plan.sections.length ? <RecordSections sections={plan.sections} /> : null;
    const tabbed = tabs.length > 0 || !!definition.relations?.length;
    const hasTop = plan.keyFacts.length > 0 || !!facts || !!decisions;
    return (
        <>
            {hasTop ? (
            <Box
                data-testid="record-top"
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: decisions ? 'minmax(0, 1fr) minmax(0, auto)' : 'minmax(0, 1fr)' },
                    alignItems: 'start',
                    borderBottom: 1,
                    borderColor: 'divider',
                    '& > *': { minWidth: 0 },
                    // the decision part sits in this frame: its own rule under it would be a second one
                    '& [data-testid="decision-panel"], & [data-testid="order-decision"]': { borderBottom: 0 },
                }}
            >
                {plan.keyFacts.length || facts ? <Box sx={{ p: 2 }}>{top}</Box> : null}
                {decisions}
            </Box>
            ) : null}
            {tabbed ? <RelationTabs definition={definition} tabs={[{ path: '', label: 'مشخصات', content: grid }, ...tabs]} /> : grid}
            {children}
        </>
    );
};
