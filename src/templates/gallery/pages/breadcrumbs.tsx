import type { MouseEvent } from 'react';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import Home from '@mui/icons-material/Home';
import Receipt from '@mui/icons-material/Receipt';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Section } from '../Demo';

const stop = (e: MouseEvent) => e.preventDefault();

export default function BreadcrumbsPage() {
    return (
        <>
            <Section title="ساده">
                <Breadcrumbs aria-label="مسیر">
                    <Link underline="hover" color="inherit" href="#" onClick={stop}>خانه</Link>
                    <Link underline="hover" color="inherit" href="#" onClick={stop}>سفارش‌ها</Link>
                    <Typography color="text.primary">سفارش ۱۲۴۵</Typography>
                </Breadcrumbs>
            </Section>
            <Section title="جداکننده‌ی دلخواه و نماد">
                <Breadcrumbs separator={<NavigateBefore fontSize="small" />} aria-label="مسیر با نماد">
                    <Link underline="hover" color="inherit" href="#" onClick={stop} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}><Home fontSize="inherit" />خانه</Link>
                    <Link underline="hover" color="inherit" href="#" onClick={stop} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}><Receipt fontSize="inherit" />رسیدها</Link>
                    <Typography color="text.primary">جزئیات</Typography>
                </Breadcrumbs>
                <Breadcrumbs separator="›" aria-label="مسیر با نشانه">
                    <Link underline="hover" color="inherit" href="#" onClick={stop}>مشتریان</Link>
                    <Typography color="text.primary">سارا محمدی</Typography>
                </Breadcrumbs>
            </Section>
            <Section title="جمع‌شده (بیشینه‌ی دو)">
                <Breadcrumbs maxItems={2} aria-label="مسیر جمع‌شده">
                    <Link underline="hover" color="inherit" href="#" onClick={stop}>خانه</Link>
                    <Link underline="hover" color="inherit" href="#" onClick={stop}>فروشگاه</Link>
                    <Link underline="hover" color="inherit" href="#" onClick={stop}>محصولات</Link>
                    <Link underline="hover" color="inherit" href="#" onClick={stop}>سکه</Link>
                    <Typography color="text.primary">سکه‌ی امامی</Typography>
                </Breadcrumbs>
            </Section>
        </>
    );
}
