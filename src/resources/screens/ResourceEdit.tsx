import type { ScreenProps } from '../types';
import { ConflictEdit } from './ConflictEdit';
import { ResourceForm } from './ResourceForm';

/** The generated edit screen: the definition's form, kept through errors and conflicts; saved, it returns to the list. */
const ResourceEdit = ({ definition }: ScreenProps) => (
    <ConflictEdit definition={definition} redirect="list">
        <ResourceForm definition={definition} edit />
    </ConflictEdit>
);

export default ResourceEdit;
