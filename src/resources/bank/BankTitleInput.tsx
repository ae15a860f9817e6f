import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Chip, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { isTyping } from '../decisions/shortcuts';
import { recognizeBank } from '../fields/banking';
import type { CustomInputProps } from '../types';

/**
 * Focuses the title when it appears, unless the admin is already in another field of the form:
 * this input's code can arrive after the other fields', and keystrokes must stay where they go.
 */
const focusUnlessTyping = (input: HTMLInputElement | null) => {
    if (!input) return;
    const active = input.ownerDocument.activeElement;
    const typingElsewhere = active !== input && !!input.form?.contains(active) && isTyping(active);
    if (!typingElsewhere) input.focus();
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
            <TextInput source={field.source} validate={validate} slotProps={{ htmlInput: { ref: focusUnlessTyping } }} />
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
