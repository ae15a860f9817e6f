// Sign-in with a mobile number typed the way people type it (docs/openapi.yaml, Mobile): spaces,
// dashes and parentheses dropped, +98 / 0098 read as 0; only letters ask to switch the keyboard.
import { expect, test } from './fixtures';
import { mockSettings } from './support.mjs';

test('sign-in: +98 912 123-4567 is sent as 09121234567; letters ask to switch the keyboard', async ({ page, pageShot }) => {
    await mockSettings(page, {});
    const sent: unknown[] = [];
    page.on('request', request => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/admin/auth/send-otp') {
            sent.push(request.postDataJSON());
        }
    });
    await page.goto('/login');
    const mobile = page.locator('input[name="mobile"]');
    await mobile.fill('0912abc4567');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.getByText('لطفاً صفحه‌کلید خود را انگلیسی کنید').waitFor();
    await mobile.fill('+۹۸ (۹۱۲) ۱۲۳-۴۵۶۷');
    await page.getByText('لطفاً صفحه‌کلید خود را انگلیسی کنید').waitFor({ state: 'detached' });
    await pageShot('login-typed-with-separators');
    await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
    await page.waitForURL('**/verify');
    expect(sent, 'the number as the API wants it').toEqual([{ mobile: '09121234567' }]);
});

