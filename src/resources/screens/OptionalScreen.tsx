import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useAvailable } from '../availability';
import type { ResourceDefinition } from '../types';

/**
 * Said in place of an optional resource's screen (../availability.ts) that this server lacks or
 * refuses to this admin: once, calmly, as a status, never as an error.
 */
export const UnavailableNotice = ({ definition }: { definition: ResourceDefinition }) => {
    const translate = useTranslate();
    return (
        <>
            <Title title={definition.label.many} />
            <Alert severity="info" role="status" sx={{ m: 2 }} data-testid="resource-unavailable">
                {translate('app.errors.unavailable', { name: definition.label.many })}
            </Alert>
        </>
    );
};

/** An optional resource's screen, or the notice once the server said it is not there for this admin. */
export const OptionalScreen = ({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) =>
    useAvailable(definition.name) ? children : <UnavailableNotice definition={definition} />;
