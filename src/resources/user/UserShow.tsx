import { Avatar, Box, Card, Chip, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { useCanOpen } from '../../access/useCanOpen';
import { persianDigits } from '../../i18n/format';
import { RecordTimeline } from '../activity';
import { FieldValue } from '../fields/FieldValue';
import { useDefinitionOf } from '../definitionsContext';
import { RelationTabs, type PageTab } from '../relations';
import type { ScreenProps } from '../types';
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
        <Box sx={{ p: { xs: 2, sm: 3 } }} data-testid="customer-header">
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
                        {canOpen('user_category') && (
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
 * The customer's page (`/user/{id}/show`, README, Screens): the header, then tabs:
 * the details, the access (which products they may trade), and one per relation of the `user`
 * definition (orders, receipts, …), each the list call filtered by `user_id`.
 */
const UserShow = ({ definition }: ScreenProps) => {
    const canOpen = useCanOpen();
    const definitionOf = useDefinitionOf();
    // the access tab lists products and their categories: only for admins who may open both
    const mayEditAccess = canOpen('product') && canOpen('product_category');
    const mayOpenResource = (name: string) => {
        const related = definitionOf(name);
        return !!related && canOpen(related.menuId);
    };
    const tabs: PageTab[] = [
        {
            path: '',
            label: 'مشخصات',
            content: (
                <SimpleShowLayout>
                    {definition.fields
                        // a reference the admin may not open would be a refused call: left out
                        .filter(field => field.show !== false && (field.type !== 'reference' || mayOpenResource(field.reference)))
                        .map(field => (
                            <FieldValue key={field.source} field={field} source={field.source} label={`resources.${definition.name}.fields.${field.source}`} />
                        ))}
                </SimpleShowLayout>
            ),
        },
    ];
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
        <Show resource={definition.name} component={Box} sx={{ '& .RaShow-main, & .RaShow-card': { minWidth: 0 } }}>
            <Card sx={{ mb: 2, minWidth: 0 }}>
                <PresenceHeader resource={definition.name} />
                <CustomerHeader />
            </Card>
            <Card sx={{ minWidth: 0 }}>
                <RelationTabs definition={definition} tabs={tabs} />
            </Card>
            <RecordTimeline definition={definition} framed />
        </Show>
    );
};

export default UserShow;
