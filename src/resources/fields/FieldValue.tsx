import { Avatar, Chip } from '@mui/material';
import { BooleanField, ReferenceField, useFieldValue, useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatNumber, persianDigits } from '../../i18n/format';
import type { FieldDefinition } from '../types';
import { formatGrouped } from './banking';

/** An identifier shown left-to-right inside RTL text, isolated, grouped by four, Persian digits. */
export const LtrNumber = ({ value, group = true }: { value: string; group?: boolean }) => (
    <bdi dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
        {persianDigits(group ? formatGrouped(value) : value)}
    </bdi>
);

const EnumChip = ({ field, value }: { field: Extract<FieldDefinition, { type: 'enum' }>; value: unknown }) => {
    const choice = field.choices.find(item => item.id === value);
    if (!choice) return value == null ? null : <span>{String(value)}</span>;
    return <Chip size="small" label={choice.name} color={choice.color ?? 'default'} variant="outlined" />;
};

/** A number with Persian digits and separators, and its unit (تومان، گرم، درصد …) when it has one. */
const Amount = ({ value, unit }: { value: number; unit?: string }) => {
    const translate = useTranslate();
    return (
        <span style={{ whiteSpace: 'nowrap' }}>
            {formatNumber(value)}
            {unit ? ` ${translate(unit)}` : ''}
        </span>
    );
};

/**
 * One field of the current record, shown as its type says. Used as a list column (its `source`,
 * `label` and `sortable` props feed the header) and on show pages.
 */
export const FieldValue = ({
    field,
}: {
    field: FieldDefinition;
    source?: string;
    label?: string;
    sortable?: boolean;
    sortBy?: string;
}) => {
    const value = useFieldValue({ source: field.source });
    if (field.type === 'reference') {
        return <ReferenceField source={field.source} reference={field.reference} link={false} emptyText="—" />;
    }
    if (field.type === 'boolean') return <BooleanField source={field.source} />;
    if (value === null || value === undefined || value === '') return <span aria-label="—">—</span>;
    switch (field.type) {
        case 'number':
        case 'money':
            return <Amount value={Number(value)} unit={field.unit} />;
        case 'date':
            return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value as string)}</span>;
        case 'datetime':
            return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value as string)}</span>;
        case 'enum':
            return <EnumChip field={field} value={value} />;
        case 'image':
            return <Avatar src={String(value)} alt="" variant="rounded" sx={{ width: 36, height: 36 }} />;
        case 'iban':
        case 'card':
            return <LtrNumber value={String(value)} />;
        case 'mobile':
            return <LtrNumber value={String(value)} group={false} />;
        case 'longtext':
            return (
                <span style={{ display: 'block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {persianDigits(String(value))}
                </span>
            );
        default:
            return <bdi>{persianDigits(String(value))}</bdi>;
    }
};
