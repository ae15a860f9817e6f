import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, SimpleList, type RaRecord } from 'react-admin';
import { FieldValue } from '../fields/FieldValue';
import { typeOf } from '../fields/types';
import { representation } from '../representation';
import type { FieldDefinition, ResourceDefinition } from '../types';

/** The columns a phone's card shows: those marked `card`, else the first four list columns. */
export function cardFields(columns: FieldDefinition[]) {
    const marked = columns.filter(field => field.card);
    return marked.length ? marked : columns.filter(field => field.source !== 'id').slice(0, 4);
}

/**
 * On a phone, each record of a list is a card: its name, then its key fields as label and value,
 * and the row's own actions (edit, delete …) at its side. Used by the generated list and by the
 * custom lists (the bank accounts), so every list reads the same on a phone and none scrolls
 * sideways.
 */
export const PhoneCards = ({
    definition,
    columns,
    linkType,
    actions,
    empty,
}: {
    definition: ResourceDefinition;
    /** the list's columns; the card shows those marked `card`, else the first four */
    columns: FieldDefinition[];
    /** where a card opens (`show`, `edit`), or false when only its actions act */
    linkType: 'show' | 'edit' | false;
    /** the row's actions, inside the record's context; they must not be inside a link */
    actions?: ReactNode;
    /** shown when there is no record */
    empty?: ReactNode;
}) => {
    const name = representation(definition);
    const fields = cardFields(columns);
    const picture = fields.find(field => typeOf(field).isPicture);
    return (
        <SimpleList
            linkType={linkType}
            empty={empty}
            primaryText={(record: RaRecord) => `${definition.label.one} ${name(record)}`}
            leftAvatar={picture ? () => <FieldValue field={picture} /> : undefined}
            // a link card is one button: actions inside it would be buttons in a button
            rightIcon={actions && linkType === false ? () => actions : undefined}
            secondaryText={(record: RaRecord) => (
                <RecordContextProvider value={record}>
                    <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
                        {fields
                            .filter(field => field !== picture)
                            .map(field => (
                                <Box component="span" key={field.source} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
                                    <Typography component="span" variant="caption" color="text.secondary">
                                        {field.label}:
                                    </Typography>
                                    <Typography component="span" variant="body2" color="text.primary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                                        <FieldValue field={field} />
                                    </Typography>
                                </Box>
                            ))}
                    </Stack>
                </RecordContextProvider>
            )}
            sx={{
                '& .MuiListItemButton-root, & .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' },
                '& .MuiListItemText-root': { minWidth: 0 },
                '& .MuiListItemIcon-root': { minWidth: 0, alignSelf: 'flex-start', mt: 1 },
            }}
        />
    );
};
