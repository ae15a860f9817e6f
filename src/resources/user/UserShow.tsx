import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, ReferenceField, Show, TextField, useRecordContext } from 'react-admin';
import { useCanOpen } from '../../access/useCanOpen';
import { persianDigits } from '../../i18n/format';
import RecordTimeline from '../activity/RecordTimeline';
import { useDefinitionOf } from '../definitionsContext';
import type { PageTab } from '../relations';
import { RecordLayout } from '../screens/RecordLayout';
import type { FieldDefinition, ScreenProps } from '../types';
import { CustomerFigures } from './CustomerFigures';
import { PresenceHeader } from '../../realtime/presence';

const AccessTab = lazy(() => import('./AccessTab'));

/** Who the customer is, at a glance: name, mobile, national code, category and status. */
const CustomerHeader = () => {
    const record = useRecordContext();
    const canOpen = useCanOpen();
    if (!record) return null;
    const name = String(record.name ?? '');
    return (
        <Box data-testid="customer-header">
            <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2, minWidth: 0 }}>
                <Avatar src={typeof record.image === 'string' ? record.image : undefined} alt="" sx={{ width: 56, height: 56 }}>
                    {name.charAt(0)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h5" component="h2" fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
                        {name}
                    </Typography>
                    <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center" sx={{ mt: 0.5 }}>
                        <Typography variant="body2" color="text.secondary" component="span">
                            موبایل: <bdi data-testid="customer-mobile">{persianDigits(String(record.mobile ?? '—'))}</bdi>
                        </Typography>
                        <Typography variant="body2" color="text.secondary" component="span">
                            کد ملی: <bdi data-testid="customer-national-code">{persianDigits(String(record.national_code ?? '—'))}</bdi>
                        </Typography>
                        {/* the category's name is read from its own API: only for admins who may open it */}
                        {canOpen('user_category', 'user-category') && (
                            <Chip
                                size="small"
                                variant="outlined"
                                data-testid="customer-category"
                                label={
                                    <>
                                        دسته‌بندی:{' '}
                                        <ReferenceField source="category_id" reference="user-category" link={false} emptyText="—">
                                            <TextField source="title" variant="inherit" />
                                        </ReferenceField>
                                    </>
                                }
                            />
                        )}
                        <Chip
                            size="small"
                            data-testid="customer-status"
                            color={record.is_active ? 'success' : 'default'}
                            label={record.is_active ? 'فعال' : 'غیرفعال'}
                        />
                    </Stack>
                </Box>
            </Stack>
            <CustomerFigures />
        </Box>
    );
};

/**
 * The customer's page (`/user/{id}/show`, README, Screens), in the frame of every record page
 * (RecordLayout): the header (who the customer is, their figures and balances: the definition's key facts) on top, then tabs:
 * the details in their sections, the access (which products they may trade), and one per relation
 * of the `user` definition (orders, receipts, …), each the list call filtered by `user_id`.
 */
const UserShow = ({ definition }: ScreenProps) => {
    const canOpen = useCanOpen();
    const definitionOf = useDefinitionOf();
    // the access tab lists products and their categories: only for admins who may open both
    const mayEditAccess = canOpen('product', 'product') && canOpen('product_category', 'product-category');
    const mayOpenResource = (name: string) => {
        const related = definitionOf(name);
        return !!related && canOpen(related.menuId, related.name);
    };
    // a reference the admin may not open would be a refused call: left out
    const include = (field: FieldDefinition) => field.type !== 'reference' || mayOpenResource(field.reference);
    const tabs: PageTab[] = [];
    if (mayEditAccess) {
        tabs.push({
            path: 'access',
            label: 'دسترسی معاملات',
            content: (
                <Suspense fallback={<Loading />}>
                    <AccessTab definition={definition} />
                </Suspense>
            ),
        });
    }
    return (
        // min-width 0 all the way down: the tab bar scrolls inside the page instead of widening it
        <Show resource={definition.name} sx={{ '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}>
            <PresenceHeader resource={definition.name} />
            <RecordLayout
                definition={definition}
                include={include}
                // the header shows the definition's key facts its own way (the balances among the figures)
                facts={<CustomerHeader />}
                tabs={tabs}
            />
            <RecordTimeline definition={definition} />
        </Show>
    );
};

export default UserShow;
