import { FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { Section, colours } from '../Demo';

export default function SwitchPage() {
    const [state, setState] = useState({ sms: true, email: false, push: true });
    const none = !Object.values(state).some(Boolean);
    return (
        <>
            <Section title="رنگ‌ها">
                {colours.map(c => <FormControlLabel key={c.value} control={<Switch defaultChecked color={c.value} />} label={c.label} />)}
            </Section>
            <Section title="اندازه‌ها و حالت‌ها">
                <FormControlLabel control={<Switch size="small" defaultChecked />} label="کوچک" />
                <FormControlLabel control={<Switch defaultChecked />} label="متوسط" />
                <FormControlLabel control={<Switch disabled />} label="غیرفعال" />
                <FormControlLabel control={<Switch disabled checked />} label="غیرفعال روشن" />
                <FormControlLabel control={<Switch />} label="برچسب در ابتدا" labelPlacement="start" />
            </Section>
            <Section title="گروه با پیام">
                <FormControl component="fieldset" variant="standard" error={none}>
                    <FormLabel component="legend">راه‌های اطلاع‌رسانی</FormLabel>
                    <FormGroup>
                        {([['sms', 'پیامک'], ['email', 'ایمیل'], ['push', 'اعلان برنامه']] as const).map(([key, label]) => (
                            <FormControlLabel key={key} control={<Switch checked={state[key]} onChange={e => setState({ ...state, [key]: e.target.checked })} />} label={label} />
                        ))}
                    </FormGroup>
                    <FormHelperText>{none ? 'دست‌کم یک راه را روشن نگه دارید' : 'هر زمان می‌توانید تغییرش دهید'}</FormHelperText>
                </FormControl>
            </Section>
        </>
    );
}
