import { Box, Button, Paper, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import { Section } from '../Demo';

const steps = ['انتخاب محصول', 'پرداخت', 'تحویل'];
const details = ['محصول و وزن را انتخاب کنید.', 'مبلغ را از درگاه بپردازید یا رسید بفرستید.', 'نشانی تحویل یا حضوری بودن را تعیین کنید.'];

export default function StepperPage() {
    const [active, setActive] = useState(1);
    const [vertical, setVertical] = useState(0);
    return (
        <>
            <Section title="افقی با پیمایش">
                <Box sx={{ width: '100%' }}>
                    <Stepper activeStep={active} alternativeLabel>
                        {steps.map((label, i) => (
                            <Step key={label}>
                                <StepLabel optional={i === 2 ? <Typography variant="caption">اختیاری</Typography> : undefined} error={false}>{label}</StepLabel>
                            </Step>
                        ))}
                    </Stepper>
                    <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography sx={{ flex: 1 }}>{active === steps.length ? 'همه‌ی گام‌ها انجام شد.' : details[active]}</Typography>
                        <Button disabled={active === 0} onClick={() => setActive(a => a - 1)}>قبلی</Button>
                        {active === steps.length
                            ? <Button onClick={() => setActive(0)}>از نو</Button>
                            : <Button variant="contained" onClick={() => setActive(a => a + 1)}>{active === steps.length - 1 ? 'پایان' : 'بعدی'}</Button>}
                    </Box>
                </Box>
            </Section>
            <Section title="افقی با خطا">
                <Box sx={{ width: '100%' }}>
                    <Stepper activeStep={1}>
                        <Step><StepLabel>ثبت</StepLabel></Step>
                        <Step><StepLabel error optional={<Typography variant="caption" color="error">رسید نامعتبر</Typography>}>بررسی</StepLabel></Step>
                        <Step><StepLabel>تأیید</StepLabel></Step>
                    </Stepper>
                </Box>
            </Section>
            <Section title="عمودی">
                <Box sx={{ width: '100%', maxWidth: 420 }}>
                    <Stepper activeStep={vertical} orientation="vertical">
                        {steps.map((label, i) => (
                            <Step key={label}>
                                <StepLabel>{label}</StepLabel>
                                <StepContent>
                                    <Typography>{details[i]}</Typography>
                                    <Box sx={{ mt: 1, display: 'flex', gap: 1 }}>
                                        <Button variant="contained" size="small" onClick={() => setVertical(v => v + 1)}>{i === steps.length - 1 ? 'پایان' : 'ادامه'}</Button>
                                        <Button size="small" disabled={i === 0} onClick={() => setVertical(v => v - 1)}>بازگشت</Button>
                                    </Box>
                                </StepContent>
                            </Step>
                        ))}
                    </Stepper>
                    {vertical === steps.length && (
                        <Paper square elevation={0} sx={{ p: 2 }}>
                            <Typography>سفارش کامل شد.</Typography>
                            <Button onClick={() => setVertical(0)} size="small">از نو</Button>
                        </Paper>
                    )}
                </Box>
            </Section>
        </>
    );
}
