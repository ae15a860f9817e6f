import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
    DataTable,
    Link,
    List,
    TopToolbar,
    useListContext,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { useEffect } from 'react';
import { useAdminPermissions } from '../../access/useCanOpen';
import { rightTo } from '../../access/rules';
import { persianDigits } from '../../i18n/format';
import { abilitiesWith, recordPath, useAbilities } from '../abilities';
import { useDefinitionOf } from '../definitionsContext';
import { FieldInput } from '../fields/FieldInput';
import { FieldValue } from '../fields/FieldValue';
import { ExportButton } from '../screens/ExportButton';
import { ListError, useListQueryOptions } from '../screens/ListError';
import { Pagination } from '../screens/Pagination';
import type { FieldDefinition, ResourceDefinition, ScreenProps } from '../types';
import { ActivityEntryView, CauserAvatar, EntryDetails, useCauserName, useHeadline, When } from './ActivityEntry';
import { isUnavailableAnswer } from '../availability';
import { UnavailableNotice } from '../screens/UnavailableNotice';
import { rememberCausers } from './colleagues';
import type { ActivityEntry } from './entries';
import '../../i18n/lazy/activity';

type Entry = ActivityEntry & RaRecord;

/**
 * The entry's record: a link to its page («فیش ۱۲»), or its name alone when it is gone (deleted)
 * or has no page the admin may open.
 */
const Subject = ({ entry }: { entry: Entry }) => {
    const definitionOf = useDefinitionOf();
    const permissions = useAdminPermissions();
    const target = definitionOf(entry.subject_type);
    const name = `${target?.label.one ?? entry.subject_type} ${persianDigits(String(entry.subject_id))}`;
    // what this admin may open of it (their permissions, from the cached /admin/me)
    const to = target ? recordPath(target, entry.subject_id, abilitiesWith(target, action => rightTo(permissions, target.name, action))) : null;
    if (!target || !to || entry.event === 'deleted') {
        return (
            <Typography component="span" variant="body2" color="text.secondary">
                {name}
            </Typography>
        );
    }
    return (
        <Link to={to} sx={{ fontWeight: 500 }} data-testid="activity-subject">
            {name}
        </Link>
    );
};

const WhenCell = () => {
    const entry = useRecordContext<Entry>();
    return entry ? <When at={entry.created_at} /> : null;
};

const CauserCell = () => {
    const entry = useRecordContext<Entry>();
    const causerName = useCauserName();
    if (!entry) return null;
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
            <CauserAvatar causer={entry.causer} />
            {causerName(entry)}
        </Box>
    );
};

const WhatCell = () => {
    const entry = useRecordContext<Entry>();
    const definitionOf = useDefinitionOf();
    const headline = useHeadline();
    if (!entry) return null;
    const definition = definitionOf(entry.subject_type);
    return (
        <Box sx={{ minWidth: 220, maxWidth: 520 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
                {headline(entry, definition)}
            </Typography>
            <EntryDetails entry={entry} definition={definition} />
        </Box>
    );
};

const SubjectCell = () => {
    const entry = useRecordContext<Entry>();
    return entry ? <Subject entry={entry} /> : null;
};

/** On a phone, each entry as on a record's timeline, with its record's link. */
const PhoneEntries = () => {
    const { data } = useListContext<Entry>();
    const definitionOf = useDefinitionOf();
    return (
        <Box component="ol" sx={{ m: 0, px: 2, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
            {(data ?? []).map(entry => (
                <ActivityEntryView key={entry.id} entry={entry} definition={definitionOf(entry.subject_type)} subject={<Subject entry={entry} />} />
            ))}
        </Box>
    );
};

const field = (definition: ResourceDefinition, source: string) => definition.fields.find(item => item.source === source)!;

/** The filters: the staff member (`causer_id`), the resource (`subject_type`), a Jalali from–to range of days. */
function filtersOf(definition: ResourceDefinition, label: (key: string) => string) {
    const resource: FieldDefinition = { ...field(definition, 'subject_type'), label: label('resource') };
    // the staff member: the custom input the approvals' maker filter uses too, loaded by its name
    const causer: FieldDefinition = { source: 'causer_id', type: 'number', label: label('causer'), input: 'StaffPicker' };
    const from: FieldDefinition = { source: 'from', type: 'date', label: label('from') };
    const to: FieldDefinition = { source: 'to', type: 'date', label: label('to') };
    return [
        <FieldInput key="causer_id" field={causer} label={causer.label} filter alwaysOn />,
        <FieldInput key="subject_type" field={resource} label={resource.label} filter alwaysOn />,
        <FieldInput key="from" field={from} label={from.label} filter bound="from" alwaysOn />,
        <FieldInput key="to" field={to} label={to.label} filter bound="to" alwaysOn />,
    ];
}

/** Keeps the names of the staff the entries on screen were made by, for the staff filter. */
const RememberCausers = () => {
    const { data } = useListContext<Entry>();
    useEffect(() => rememberCausers(data), [data]);
    return null;
};

/** A refused log (403, 404) says it is not available; any other failure is a list's failure. */
const PageError = ({ definition }: { definition: ResourceDefinition }) => {
    const { error } = useListContext();
    return isUnavailableAnswer(error) ? <UnavailableNotice definition={definition} /> : <ListError />;
};

/**
 * The activity page (`/activity`, menu id `activity`): every entry of the log, newest first, with
 * filters by staff, resource and a Jalali range of days, each entry linking to its record, and the
 * CSV export of every list. On a phone, the entries as a record's timeline shows them.
 */
const ActivityPage = ({ definition }: ScreenProps) => {
    const translate = useTranslate();
    const phone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    // a server without the log (404), or one that refuses it (403): not asked again, no toast, and
    // the page says so (../availability.ts)
    const queryOptions = useListQueryOptions();
    const can = useAbilities(definition);
    return (
        <List
            resource={definition.name}
            sort={{ field: '', order: 'DESC' }}
            perPage={15}
            filters={filtersOf(definition, key => translate(`app.activity.filters.${key}`))}
            pagination={<Pagination />}
            actions={
                <TopToolbar>
                    {can.export && <ExportButton definition={definition} />}
                </TopToolbar>
            }
            exporter={false}
            error={<PageError definition={definition} />}
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
            queryOptions={queryOptions}
        >
            <RememberCausers />
            {phone ? (
                <PhoneEntries />
            ) : (
                <DataTable rowClick={false} bulkActionButtons={false} hiddenColumns={[]}>
                    <DataTable.Col source="created_at" label={translate('app.activity.columns.when')} disableSort>
                        <WhenCell />
                    </DataTable.Col>
                    <DataTable.Col source="causer.name" label={translate('app.activity.columns.causer')} disableSort>
                        <CauserCell />
                    </DataTable.Col>
                    <DataTable.Col source="event" label={translate('app.activity.columns.event')} disableSort>
                        <FieldValue field={field(definition, 'event')} />
                    </DataTable.Col>
                    <DataTable.Col source="subject_type" label={translate('app.activity.columns.subject')} disableSort>
                        <SubjectCell />
                    </DataTable.Col>
                    <DataTable.Col source="properties" label={translate('app.activity.columns.what')} disableSort>
                        <WhatCell />
                    </DataTable.Col>
                </DataTable>
            )}
        </List>
    );
};

export default ActivityPage;
