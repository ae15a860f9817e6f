import { Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Section, colours, sizes } from '../Demo';

export default function RadioPage() {
    const [side, setSide] = useState('buy');
    const [answer, setAnswer] = useState('');
    const [error, setError] = useState('');
    const submit = (e: FormEvent) => {
        e.preventDefault();
        setError(answer ? (answer === 'gold' ? '' : 'پاسخ درست نیست، دوباره بکوشید') : 'یک گزینه را انتخاب کنید');
    };
    return (
        <>
            <Section title="گروه افقی">
                <FormControl>
                    <FormLabel id="side-label">نوع سفارش</FormLabel>
                    <RadioGroup row aria-labelledby="side-label" value={side} onChange={e => setSide(e.target.value)}>
                        <FormControlLabel value="buy" control={<Radio />} label="خرید" />
                        <FormControlLabel value="sell" control={<Radio />} label="فروش" />
                        <FormControlLabel value="none" control={<Radio />} label="غیرفعال" disabled />
                    </RadioGroup>
                </FormControl>
            </Section>
            <Section title="رنگ‌ها و اندازه‌ها">
                {colours.map(c => <FormControlLabel key={c.value} control={<Radio color={c.value} checked />} label={c.label} />)}
                {sizes.filter(s => s.value !== 'large').map(s => <FormControlLabel key={s.value} control={<Radio size={s.value as 'small' | 'medium'} checked />} label={s.label} />)}
            </Section>
            <Section title="با اعتبارسنجی">
                <form onSubmit={submit}>
                    <FormControl error={!!error} variant="standard">
                        <FormLabel id="quiz-label">عیار طلای ۱۸ چیست؟</FormLabel>
                        <RadioGroup aria-labelledby="quiz-label" value={answer} onChange={e => { setAnswer(e.target.value); setError(''); }}>
                            <FormControlLabel value="gold" control={<Radio />} label="۷۵۰ در هزار" />
                            <FormControlLabel value="other" control={<Radio />} label="۹۹۹ در هزار" />
                        </RadioGroup>
                        <FormHelperText>{error || ' '}</FormHelperText>
                        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>بررسی پاسخ</Button>
                    </FormControl>
                </form>
            </Section>
        </>
    );
}
