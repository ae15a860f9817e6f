import { Alert, Stack, Toolbar } from '@mui/material';
import {
    AutocompleteArrayInput,
    EditBase,
    Form,
    ReferenceArrayInput,
    SaveButton,
    useNotify,
    useRecordContext,
} from 'react-admin';
import { DraftKeeper, draftKey } from '../drafts';
import { normalizeRecord } from '../fields/rules';
import { useNotifySaveError } from '../screens/useNotifySaveError';
import type { ScreenProps } from '../types';

/** The API's list query searches with `search`, not react-admin's `q`. */
const bySearch = (text: string) => (text ? { search: text } : {});

/**
 * The customer's access (the old admin's `access` and `access-cat`; see the `user` definition):
 * the product categories and the single products the customer may trade, picked by searching.
 * Saved as a `PUT /admin/user/{id}` of the whole record with the two lists (docs/openapi.yaml, `User`),
 * pessimistic: a 422, a 5xx or a network failure says why and keeps what was chosen.
 */
const AccessTab = ({ definition }: ScreenProps) => {
    const record = useRecordContext();
    const notify = useNotify();
    const onError = useNotifySaveError();
    if (!record) return null;
    return (
        <EditBase
            resource={definition.name}
            id={record.id}
            mutationMode="pessimistic"
            redirect={false}
            mutationOptions={{
                onError,
                onSuccess: () => notify('دسترسی معاملات مشتری ذخیره شد.', { type: 'success' }),
            }}
            transform={(data: Record<string, unknown>) => normalizeRecord(definition, data)}
        >
            <Form>
                <Stack spacing={1} sx={{ p: 2, maxWidth: 760 }}>
                    <DraftKeeper
                        draftKey={draftKey(definition.name, record.id, 'access')}
                        labels={{ product_category_ids: 'دسته‌بندی‌های مجاز', product_ids: 'محصولات مجاز' }}
                    />
                    <Alert severity="info" variant="outlined">
                        مشتری فقط محصولاتی را می‌خرد، می‌فروشد، حواله یا تحویل می‌گیرد که خودشان در «محصولات مجاز» یا
                        دسته‌بندی‌شان در «دسته‌بندی‌های مجاز» باشد؛ محصولاتی که بعداً به یک دسته‌بندی مجاز اضافه شوند هم مجازند. اگر
                        هر دو خالی باشند، مشتری فعلاً فقط قیمت‌ها را می‌بیند.
                    </Alert>
                    <ReferenceArrayInput source="product_category_ids" reference="product-category" perPage={50}>
                        <AutocompleteArrayInput
                            label="دسته‌بندی‌های مجاز"
                            helperText="همهٔ محصولات این دسته‌بندی‌ها (دسترسی دسته‌بندی)"
                            filterToQuery={bySearch}
                        />
                    </ReferenceArrayInput>
                    <ReferenceArrayInput source="product_ids" reference="product" perPage={50}>
                        <AutocompleteArrayInput
                            label="محصولات مجاز"
                            helperText="محصولاتی که جدا از دسته‌بندی‌شان مجازند (دسترسی محصول)"
                            filterToQuery={bySearch}
                        />
                    </ReferenceArrayInput>
                </Stack>
                <Toolbar sx={{ gap: 1 }}>
                    <SaveButton label="ذخیرهٔ دسترسی" />
                </Toolbar>
            </Form>
        </EditBase>
    );
};

export default AccessTab;
