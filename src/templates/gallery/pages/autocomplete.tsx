import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { people, products, provinces } from '../sample';

const grouped = provinces.map(p => ({ name: p, region: ['تهران', 'البرز', 'قم', 'مرکزی', 'قزوین', 'سمنان'].includes(p) ? 'مرکز' : 'سایر استان‌ها' }))
    .sort((a, b) => a.region.localeCompare(b.region, 'fa'));

export default function AutocompletePage() {
    const [value, setValue] = useState<string | null>('تهران');
    const [touched, setTouched] = useState(false);
    return (
        <>
            <Section title="تکی" sx={{ '& > *': { width: '100%', maxWidth: 320 } }}>
                <Autocomplete options={provinces} value={value} onChange={(_, v) => setValue(v)} onBlur={() => setTouched(true)}
                    renderInput={params => <TextField {...params} label="استان" required error={touched && !value} helperText={touched && !value ? 'استان را انتخاب کنید' : ' '} />} />
                <Autocomplete options={people} size="small" renderInput={params => <TextField {...params} label="مشتری (کوچک)" />} />
                <Autocomplete options={products} disabled defaultValue={products[0]} renderInput={params => <TextField {...params} label="غیرفعال" />} />
            </Section>
            <Section title="چندتایی" sx={{ '& > *': { width: '100%', maxWidth: 480 } }}>
                <Autocomplete multiple options={products} defaultValue={[products[0], products[3]]} filterSelectedOptions
                    renderInput={params => <TextField {...params} label="محصولات" placeholder="افزودن" />} />
                <Autocomplete multiple freeSolo options={['فوری', 'ویژه', 'عمده']} defaultValue={['ویژه']}
                    renderValue={(values, getItemProps) => values.map((option, index) => {
                        const { key, ...itemProps } = getItemProps({ index });
                        return <Chip key={key} variant="outlined" color="primary" label={option} {...itemProps} />;
                    })}
                    renderInput={params => <TextField {...params} label="برچسب‌ها (آزاد)" placeholder="بنویسید و Enter بزنید" />} />
            </Section>
            <Section title="گروه‌بندی‌شده" sx={{ '& > *': { width: '100%', maxWidth: 320 } }}>
                <Autocomplete options={grouped} groupBy={o => o.region} getOptionLabel={o => o.name}
                    renderInput={params => <TextField {...params} label="استان به تفکیک منطقه" />} />
            </Section>
        </>
    );
}
