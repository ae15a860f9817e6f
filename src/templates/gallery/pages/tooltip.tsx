import Delete from '@mui/icons-material/Delete';
import Info from '@mui/icons-material/Info';
import { Box, Button, IconButton, Tooltip, Typography, type TooltipProps } from '@mui/material';
import { Section } from '../Demo';

const placements: { value: TooltipProps['placement']; label: string }[] = [
    { value: 'top-start', label: 'بالا ابتدا' }, { value: 'top', label: 'بالا' }, { value: 'top-end', label: 'بالا انتها' },
    { value: 'left', label: 'چپ' }, { value: 'right', label: 'راست' },
    { value: 'bottom-start', label: 'پایین ابتدا' }, { value: 'bottom', label: 'پایین' }, { value: 'bottom-end', label: 'پایین انتها' },
];

export default function TooltipPage() {
    return (
        <>
            <Section title="ساده و با پیکان">
                <Tooltip title="حذف"><IconButton aria-label="حذف"><Delete /></IconButton></Tooltip>
                <Tooltip title="با پیکان" arrow describeChild><Button variant="outlined">پیکان‌دار</Button></Tooltip>
                <Tooltip title="همیشه باز" open arrow placement="top" describeChild><Button variant="outlined" sx={{ mt: 4 }}>باز</Button></Tooltip>
            </Section>
            <Section title="جایگاه‌ها">
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1, width: '100%' }}>
                    {placements.map(p => <Tooltip key={p.value} title={p.label} placement={p.value} arrow><Button size="small" variant="outlined">{p.label}</Button></Tooltip>)}
                </Box>
            </Section>
            <Section title="محتوای غنی، تأخیر و دنبال‌کردن نشانگر">
                <Tooltip title={<><Typography color="inherit" variant="subtitle2">قیمت انس</Typography>به‌روزرسانی هر چند ثانیه از کانال زنده</>}>
                    <IconButton aria-label="راهنما"><Info /></IconButton>
                </Tooltip>
                <Tooltip title="پس از یک ثانیه" enterDelay={1000} leaveDelay={200} describeChild><Button>با تأخیر</Button></Tooltip>
                <Tooltip title="دنبال نشانگر" followCursor><Box sx={{ bgcolor: 'action.hover', p: 2, borderRadius: 1 }}>نشانگر را اینجا بچرخانید</Box></Tooltip>
                <Tooltip title="دکمه‌ی غیرفعال"><span><Button disabled>غیرفعال</Button></span></Tooltip>
            </Section>
        </>
    );
}
