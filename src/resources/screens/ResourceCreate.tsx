import { Create } from 'react-admin';
import { normalizeRecord } from '../fields/normalize';
import type { ScreenProps } from '../types';
import { ResourceForm } from './ResourceForm';

/** The generated create screen; values are normalised before they are sent. */
const ResourceCreate = ({ definition }: ScreenProps) => (
    <Create
        resource={definition.name}
        redirect="list"
        transform={(data: Record<string, unknown>) => normalizeRecord(definition, data)}
    >
        <ResourceForm definition={definition} />
    </Create>
);

export default ResourceCreate;
