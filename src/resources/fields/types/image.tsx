import { Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { FieldTypeModule, InputProps } from './fieldType';
import { commonInputProps, LTR_INPUT } from './inputProps';
import { ImagePlaceholder, Thumbnail } from './Thumbnail';
import '../../../i18n/lazy/image';
import { oneColumn } from './exportCells';

/** Addresses a browser can show as a picture. */
const isPictureAddress = (value: unknown): value is string =>
    typeof value === 'string' && /^(https?:\/\/|\/|data:image\/)/i.test(value.trim());

const ImageDisplay = ({ value, alt }: { value: unknown; alt: string }) => {
    const translate = useTranslate();
    return isPictureAddress(value) ? (
        <Thumbnail src={value.trim()} alt={alt} />
    ) : (
        <ImagePlaceholder size={40} label={translate('app.image.broken', { name: alt })} />
    );
};

/** The address input with a preview of the picture beside it. */
const ImageInput = (props: InputProps<'image'>) => {
    const value = useWatch({ name: props.source });
    return (
        <Stack direction="row" spacing={2} alignItems="center" width="100%">
            <TextInput {...commonInputProps(props)} slotProps={{ htmlInput: { ...LTR_INPUT } }} />
            {value ? <ImageDisplay value={value} alt={props.field.label} /> : null}
        </Stack>
    );
};

/** A picture by its address: a thumbnail that opens a zoomable viewer; a placeholder if broken. */
export const image: FieldTypeModule<'image'> = {
    Display: ({ field, value }) => <ImageDisplay value={value} alt={field.label} />,
    Input: ImageInput,
    FilterInput: props => <TextInput {...commonInputProps(props)} />,
    isPicture: true,
    // a picture has no text; the export says whether there is one and where
    export: oneColumn('text', value => (isPictureAddress(value) && !String(value).startsWith('data:') ? String(value) : 'دارد')),
};
