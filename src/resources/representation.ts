import type { RaRecord } from 'react-admin';
import { formatNumber, persianDigits } from '../i18n/format';
import type { ResourceDefinition } from './types';

/**
 * How a record is named in titles and references: its representation field as text, numbers
 * and ids in Persian digits (react-admin drops a representation that isn't a string).
 */
export function representation(definition: ResourceDefinition) {
    const source = definition.recordRepresentation ?? 'title';
    return (record: RaRecord) => {
        const value = source.split('.').reduce<unknown>((item, key) => (item as Record<string, unknown> | undefined)?.[key], record);
        if (value === null || value === undefined || value === '') return persianDigits(String(record.id));
        return typeof value === 'number' ? formatNumber(value) : persianDigits(String(value));
    };
}
