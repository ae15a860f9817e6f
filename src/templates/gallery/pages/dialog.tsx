import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItemButton, ListItemText, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';
import { people } from '../sample';

export default function DialogPage() {
    const theme = useTheme();
    const phone = useMediaQuery(theme.breakpoints.down('sm'));
    const [open, setOpen] = useState<null | 'confirm' | 'form' | 'list' | 'full' | 'scroll'>(null);
    const [chosen, setChosen] = useState<string | null>(null);
    const [name, setName] = useState('');
    const [tried, setTried] = useState(false);
    const close = () => setOpen(null);
    const nameError = tried && !name.trim() ? 'نام حساب را بنویسید' : '';
    return (
        <>
            <Section title="گونه‌ها">
                <Button variant="outlined" color="error" onClick={() => setOpen('confirm')}>تأیید حذف</Button>
                <Button variant="outlined" onClick={() => { setTried(false); setOpen('form'); }}>فرم</Button>
                <Button variant="outlined" onClick={() => setOpen('list')}>انتخاب از فهرست</Button>
                <Button variant="outlined" onClick={() => setOpen('full')}>تمام‌صفحه در گوشی</Button>
                <Button variant="outlined" onClick={() => setOpen('scroll')}>محتوای بلند</Button>
                {chosen && <DialogContentText>انتخاب شما: {chosen}</DialogContentText>}
            </Section>
            <Dialog open={open === 'confirm'} onClose={close} aria-labelledby="confirm-title">
                <DialogTitle id="confirm-title">حساب بانکی حذف شود؟</DialogTitle>
                <DialogContent><DialogContentText>این کار بازگشت‌پذیر نیست.</DialogContentText></DialogContent>
                <DialogActions>
                    <Button onClick={close}>انصراف</Button>
                    <Button color="error" variant="contained" onClick={close}>حذف</Button>
                </DialogActions>
            </Dialog>
            <Dialog open={open === 'form'} onClose={close} fullWidth maxWidth="xs">
                <DialogTitle>حساب تازه</DialogTitle>
                <DialogContent>
                    <TextField autoFocus margin="dense" label="نام حساب" fullWidth value={name} onChange={e => setName(e.target.value)} error={!!nameError} helperText={nameError || ' '} required />
                </DialogContent>
                <DialogActions>
                    <Button onClick={close}>انصراف</Button>
                    <Button variant="contained" onClick={() => { setTried(true); if (name.trim()) close(); }}>ذخیره</Button>
                </DialogActions>
            </Dialog>
            <Dialog open={open === 'list'} onClose={close}>
                <DialogTitle>انتخاب کارشناس</DialogTitle>
                <List sx={{ pt: 0 }}>
                    {people.slice(0, 5).map(p => (
                        <ListItemButton key={p} onClick={() => { setChosen(p); close(); }}><ListItemText primary={p} /></ListItemButton>
                    ))}
                </List>
            </Dialog>
            <Dialog open={open === 'full'} onClose={close} fullScreen={phone}>
                <DialogTitle>پنجره‌ی واکنش‌گرا</DialogTitle>
                <DialogContent><DialogContentText>در گوشی تمام‌صفحه و در رایانه پنجره‌ای کوچک است.</DialogContentText></DialogContent>
                <DialogActions><Button onClick={close}>بستن</Button></DialogActions>
            </Dialog>
            <Dialog open={open === 'scroll'} onClose={close} scroll="paper">
                <DialogTitle>شرایط و قوانین</DialogTitle>
                <DialogContent dividers>
                    {Array.from({ length: 30 }, (_, i) => (
                        <DialogContentText key={i} gutterBottom>بند {new Intl.NumberFormat('fa-IR').format(i + 1)}: معامله‌ها بر پایه‌ی قیمت لحظه‌ای و پس از تأیید کارشناس انجام می‌شوند.</DialogContentText>
                    ))}
                </DialogContent>
                <DialogActions><Button onClick={close}>پذیرفتم</Button></DialogActions>
            </Dialog>
        </>
    );
}
