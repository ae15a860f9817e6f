import { Box, Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { useState } from 'react';
import { Section } from '../Demo';

const categories: TreeViewBaseItem[] = [
    { id: 'gold', label: 'طلا', children: [
        { id: 'coin', label: 'سکه', children: [{ id: 'emami', label: 'سکه‌ی امامی' }, { id: 'half', label: 'نیم‌سکه' }, { id: 'quarter', label: 'ربع‌سکه' }] },
        { id: 'melted', label: 'طلای آب‌شده' },
        { id: 'jewel', label: 'زیورآلات', children: [{ id: 'ring', label: 'انگشتر' }, { id: 'necklace', label: 'گردنبند' }] },
    ] },
    { id: 'silver', label: 'نقره', children: [{ id: 'bar', label: 'شمش نقره' }] },
    { id: 'platinum', label: 'پلاتین' },
];

const box = { width: '100%', maxWidth: 360, minHeight: 200 };

export default function TreeViewPage() {
    const [selected, setSelected] = useState<string | null>('emami');
    const [checked, setChecked] = useState<string[]>(['melted']);
    const label = (id: string | null) => {
        const find = (items: TreeViewBaseItem[]): string | undefined => {
            for (const item of items) {
                if (item.id === id) return item.label;
                const inner = item.children && find(item.children);
                if (inner) return inner;
            }
            return undefined;
        };
        return find(categories) ?? '—';
    };
    return (
        <>
            <Section title="درخت ساده">
                <Box sx={box}>
                    <SimpleTreeView aria-label="سازمان" defaultExpandedItems={['org', 'sales']}>
                        <TreeItem itemId="org" label="شرکت زر">
                            <TreeItem itemId="sales" label="فروش">
                                <TreeItem itemId="s1" label="فروش حضوری" />
                                <TreeItem itemId="s2" label="فروش برخط" />
                            </TreeItem>
                            <TreeItem itemId="finance" label="مالی">
                                <TreeItem itemId="f1" label="حسابداری" />
                            </TreeItem>
                            <TreeItem itemId="support" label="پشتیبانی" disabled />
                        </TreeItem>
                    </SimpleTreeView>
                </Box>
            </Section>
            <Section title="از داده، با انتخاب">
                <Box sx={box}>
                    <RichTreeView items={categories} defaultExpandedItems={['gold', 'coin']} selectedItems={selected} onSelectedItemsChange={(_, id) => setSelected(id)} aria-label="دسته‌بندی محصولات" />
                    <Typography variant="body2" sx={{ mt: 1 }}>انتخاب‌شده: {label(selected)}</Typography>
                </Box>
            </Section>
            <Section title="چند انتخابی با چک‌باکس">
                <Box sx={box}>
                    <RichTreeView items={categories} checkboxSelection multiSelect defaultExpandedItems={['gold']} selectedItems={checked} onSelectedItemsChange={(_, ids) => setChecked(ids)} aria-label="دسته‌های برگزیده" />
                    <Typography variant="body2" sx={{ mt: 1 }}>برگزیده‌ها: {checked.map(label).join('، ') || '—'}</Typography>
                </Box>
            </Section>
        </>
    );
}
