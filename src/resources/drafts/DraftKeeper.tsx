import { useNotify } from 'react-admin';
import type { FieldDefinition } from '../types';
import DraftOffer from './DraftOffer';
import { useDraft } from './useDraft';

export interface DraftKeeperProps {
    /** the record's draft key (`draftKey` of ./store) */
    draftKey: string;
    /** the form's fields: their labels and how their values read in the offer */
    fields?: readonly FieldDefinition[];
    /** labels of other fields */
    labels?: Record<string, string>;
    /**
     * true (default): react-admin's Create/Edit around the form saves it, and the draft goes when
     * it has; false: the form's owner saves it and calls `discardDraft` itself.
     */
    savedByController?: boolean;
}

/**
 * Drop it into any react-hook-form form (react-admin's `SimpleForm`, `Form`): it keeps what is
 * typed as the admin's draft, offers a draft found when the form opens, and tells the leave
 * question whether the form holds unsaved changes.
 */
export const DraftKeeper = (props: DraftKeeperProps) => <Keeper key={props.draftKey} {...props} />;

/** One record's draft: a new key (the record loaded, another record) starts afresh. */
const Keeper = ({ draftKey, fields, labels, savedByController = true }: DraftKeeperProps) => {
    const { offer, restore, discard } = useDraft(draftKey, { savedByController });
    const notify = useNotify();
    if (!offer) return null;
    // with the form, not after it: an offer coming late would push the fields down under the pointer
    return (
        <DraftOffer
            draft={offer}
            fields={fields}
            labels={labels}
            onRestore={() => {
                restore();
                notify('app.drafts.restored', { type: 'info' });
            }}
            onDiscard={() => {
                discard();
                notify('app.drafts.discarded', { type: 'info' });
            }}
        />
    );
};
