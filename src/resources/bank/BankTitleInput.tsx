import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Chip, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { recognizeBank } from '../fields/banking';
import type { CustomInputProps } from '../types';

/** The title inputs already offered the focus: each is offered it once, when it appears. */
const offered = new WeakSet<HTMLInputElement>();

/**
 * Focuses the title when it appears, unless the admin is already somewhere in the form (typing
 * in another field, pressing a button): this input's code can arrive after the rest of the form,
 * and keystrokes and clicks must stay where they go. Once: the ref is handed the same input
 * again as the form draws again.
 */
const focusUnlessBusy = (input: HTMLInputElement | null) => {
    if (!input || offered.has(input)) return;
    offered.add(input);
    const active = input.ownerDocument.activeElement;
    const busyElsewhere = active !== input && !!input.form?.contains(active);
    if (!busyElsewhere) input.focus();
};

/**
 * The bank title input, focused when the dialog opens. While the title is empty, the bank
 * recognised from the IBAN's bank code or the card's first six digits is offered as the title.
 */
const BankTitleInput = ({ field, validate }: CustomInputProps) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const [title, iban, cardNumber] = useWatch({ name: ['title', 'iban', 'card_number'] });
    const suggestion = String(title ?? '').trim() ? null : recognizeBank({ iban, card_number: cardNumber });
    return (
        <Stack width="100%">
            <TextInput source={field.source} validate={validate} slotProps={{ htmlInput: { ref: focusUnlessBusy } }} />
            {suggestion && (
                <Chip
                    icon={<AutoAwesomeIcon />}
                    color="primary"
                    variant="outlined"
                    label={translate('app.bank.suggestion', { name: suggestion })}
                    aria-label={`${translate('app.bank.suggestion_label')}: ${suggestion}`}
                    onClick={() => setValue('title', suggestion, { shouldValidate: true, shouldDirty: true })}
                    sx={{ alignSelf: 'flex-start', mb: 1 }}
                />
            )}
        </Stack>
    );
};

export default BankTitleInput;
