import { Avatar, Box, Paper, Typography } from '@mui/material';
import { Section } from '../Demo';
import { initial } from '../sample';

interface Node { name: string; role: string; children?: Node[] }

const org: Node = {
    name: 'سارا محمدی', role: 'مدیرعامل', children: [
        { name: 'علی رضایی', role: 'مدیر فروش', children: [
            { name: 'مریم حسینی', role: 'فروش حضوری' },
            { name: 'رضا کریمی', role: 'فروش برخط' },
        ] },
        { name: 'زهرا احمدی', role: 'مدیر مالی', children: [
            { name: 'محمد موسوی', role: 'حسابداری' },
        ] },
        { name: 'فاطمه جعفری', role: 'مدیر پشتیبانی' },
    ],
};

const line = 'divider';

function Card({ node }: { node: Node }) {
    return (
        <Paper variant="outlined" sx={{ p: 1.5, display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, minWidth: 120 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>{initial(node.name)}</Avatar>
            <Typography variant="subtitle2">{node.name}</Typography>
            <Typography variant="caption" color="text.secondary">{node.role}</Typography>
        </Paper>
    );
}

/** A tree drawn with CSS connectors: a line down from each parent, across its children, down to each child. */
function Tree({ node }: { node: Node }) {
    return (
        <Box component="li" sx={{
            listStyle: 'none', textAlign: 'center', position: 'relative', px: 1, pt: 2.5,
            '&::before, &::after': { content: '""', position: 'absolute', top: 0, width: '50%', height: 20, borderTop: 1, borderColor: line },
            '&::before': { insetInlineStart: 0 },
            '&::after': { insetInlineEnd: 0, borderInlineStart: 1, borderColor: line },
            '&:only-child::before, &:only-child::after': { display: 'none' },
            '&:only-child': { pt: 0 },
            '&:first-of-type::before, &:last-of-type::after': { border: 0 },
            '&:last-of-type::before': { borderInlineEnd: 1, borderColor: line },
        }}>
            <Card node={node} />
            {node.children && (
                <Box component="ul" sx={{ display: 'flex', justifyContent: 'center', p: 0, m: 0, pt: 2.5, position: 'relative',
                    '&::before': { content: '""', position: 'absolute', top: 0, insetInlineStart: '50%', height: 20, borderInlineStart: 1, borderColor: line } }}>
                    {node.children.map(child => <Tree key={child.name} node={child} />)}
                </Box>
            )}
        </Box>
    );
}

function Outline({ node, depth = 0 }: { node: Node; depth?: number }) {
    return (
        <Box sx={{ paddingInlineStart: depth ? 2 : 0, borderInlineStart: depth ? 2 : 0, borderColor: 'divider', mt: 1 }}>
            <Card node={node} />
            {node.children?.map(child => <Outline key={child.name} node={child} depth={depth + 1} />)}
        </Box>
    );
}

export default function OrganizationChartPage() {
    return (
        <>
            <Section title="درختی" description="در صفحه‌های باریک درون جعبه پیمایش می‌شود.">
                <Box sx={{ width: '100%', overflowX: 'auto', pb: 1 }}>
                    <Box component="ul" sx={{ display: 'flex', justifyContent: 'center', p: 0, m: 0, minWidth: 640 }}>
                        <Tree node={org} />
                    </Box>
                </Box>
            </Section>
            <Section title="فهرستی (برای گوشی)">
                <Outline node={org} />
            </Section>
        </>
    );
}
