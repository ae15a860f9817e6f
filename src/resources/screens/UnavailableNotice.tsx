import { Alert } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../types';
import '../../i18n/lazy/list';

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
                {translate('app.list.unavailable', { name: definition.label.many })}
            </Alert>
        </>
    );
};

export default UnavailableNotice;
