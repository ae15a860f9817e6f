import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useState } from 'react';
import { Section, colours, sizes } from '../Demo';

const metals = ['طلا', 'نقره', 'پلاتین'];

export default function CheckboxPage() {
    const [checked, setChecked] = useState([true, false, false]);
    const [chosen, setChosen] = useState<string[]>([]);
    const all = checked.every(Boolean);
    const some = checked.some(Boolean) && !all;
    const toggle = (m: string) => setChosen(c => (c.includes(m) ? c.filter(x => x !== m) : [...c, m]));
    return (
        <>
            <Section title="رنگ‌ها">
                {colours.map(c => <FormControlLabel key={c.value} control={<Checkbox defaultChecked color={c.value} />} label={c.label} />)}
                <FormControlLabel control={<Checkbox disabled />} label="غیرفعال" />
                <FormControlLabel control={<Checkbox disabled checked />} label="غیرفعال انتخاب‌شده" />
            </Section>
            <Section title="اندازه‌ها و نماد دلخواه">
                {sizes.map(s => <FormControlLabel key={s.value} control={<Checkbox defaultChecked size={s.value} />} label={s.label} />)}
                <Checkbox icon={<FavoriteBorder />} checkedIcon={<Favorite />} defaultChecked color="error" slotProps={{ input: { 'aria-label': 'پسندیدن' } }} />
            </Section>
            <Section title="نیمه‌انتخاب">
                <Box>
                    <FormControlLabel label="همه‌ی اعلان‌ها" control={<Checkbox checked={all} indeterminate={some} inputRef={(input: HTMLInputElement | null) => { if (input) input.indeterminate = some; }} onChange={e => setChecked(checked.map(() => e.target.checked))} />} />
                    <Box sx={{ display: 'flex', flexDirection: 'column', paddingInlineStart: 3 }}>
                        {['سفارش تازه', 'رسید تازه', 'تیکت تازه'].map((label, i) => (
                            <FormControlLabel key={label} label={label} control={<Checkbox checked={checked[i]} onChange={e => setChecked(checked.map((v, j) => (j === i ? e.target.checked : v)))} />} />
                        ))}
                    </Box>
                </Box>
            </Section>
            <Section title="گروه با اعتبارسنجی">
                <FormControl required error={chosen.length === 0} component="fieldset" variant="standard">
                    <FormLabel component="legend">فلزهای مورد علاقه</FormLabel>
                    <FormGroup row>
                        {metals.map(m => <FormControlLabel key={m} control={<Checkbox checked={chosen.includes(m)} onChange={() => toggle(m)} />} label={m} />)}
                    </FormGroup>
                    <FormHelperText>{chosen.length === 0 ? 'دست‌کم یک گزینه را انتخاب کنید' : 'سپاس از انتخاب شما'}</FormHelperText>
                </FormControl>
            </Section>
        </>
    );
}
