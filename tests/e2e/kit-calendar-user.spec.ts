// The template kit's Jalali calendar and user pages in Chromium against the kit's mock API.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { failNext } from './helpers';
import { signedIn } from './support.mjs';

const REFUSED = /Failed to load resource: the server responded with a status of (400|404|500)/;

async function openKit(page: Page, path: string) {
    await signedIn(page);
    await page.goto(path);
}

/** A day's cell of the grid, found by its day button (named with the day's full title). */
const dayCell = (page: Page, title: string) =>
    page.getByRole('gridcell').filter({ has: page.getByRole('button', { name: `رویداد تازه در ${title}` }) });

/** Today's and tomorrow's titles as the calendar writes them (Persian, Jalali). */
const dayTitle = (page: Page, offsetDays: number) =>
    page.evaluate((offset: number) => {
        const day = new Date();
        day.setHours(12, 0, 0, 0);
        day.setDate(day.getDate() + offset);
        return new Intl.DateTimeFormat('fa-IR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(day);
    }, offsetDays);

test.describe(() => {
    test.use({ allowConsole: REFUSED });
    test('kit calendar: Jalali month grid, create, edit, drag to another day, delete, week/day/list; an end before the start is refused at the field', async ({ page, pageShot }) => {
        await openKit(page, '/dashboard/calendar');
        await page.waitForURL(/\/kit\/calendar$/);
        const month = await page.evaluate(() => new Intl.DateTimeFormat('fa-IR', { month: 'long', year: 'numeric' }).format(new Date()));
        await page.getByRole('grid', { name: `ماه ${month}` }).waitFor();
        await page.getByRole('columnheader', { name: 'شنبه', exact: true }).waitFor();
        const firstHeader = await page.getByRole('columnheader').first().innerText();
        expect(firstHeader, 'the week starts on Saturday').toEqual('شنبه');
        const today = await dayTitle(page, 0);
        // the Jalali month's first day is day ۱ in the grid
        await expect(page.getByRole('gridcell').filter({ hasText: /^۱$/ }).first(), 'a day ۱ in the grid').toBeVisible();
        await page.getByRole('button', { name: `رویداد تازه در ${today}` }).click();
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByText('عنوان رویداد را بنویسید.').waitFor();
        await page.getByLabel('عنوان رویداد').fill('بازدید مشتری');
        await page.getByLabel('شروع').fill('15:00');
        await page.getByLabel('پایان').fill('14:00');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByText('پایان باید بعد از شروع باشد.').waitFor();
        await page.getByLabel('پایان').fill('16:30');
        await failNext(page, '/api/calendar/events/new');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByText('خطای سرور؛ دوباره تلاش کنید.').waitFor();
        await expect(page.getByLabel('عنوان رویداد'), 'the title stays after a failure').toHaveValue('بازدید مشتری');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        const todayCell = dayCell(page, today);
        const chip = todayCell.getByRole('button', { name: /^بازدید مشتری/ });
        await chip.waitFor();
        await pageShot('kit-calendar-month');
        // drag it to tomorrow (or yesterday at the end of the grid)
        const tomorrow = await dayTitle(page, 1);
        let target = dayCell(page, tomorrow);
        if ((await target.count()) === 0) target = dayCell(page, await dayTitle(page, -1));
        await chip.dragTo(target);
        await target.getByRole('button', { name: /^بازدید مشتری/ }).waitFor();
        await expect(todayCell.getByRole('button', { name: /^بازدید مشتری/ }), 'moved off today').toHaveCount(0);
        // edit, then the other views
        await target.getByRole('button', { name: /^بازدید مشتری/ }).click();
        await page.getByLabel('عنوان رویداد').fill('بازدید مشتری ویژه');
        await page.getByRole('button', { name: 'ذخیره' }).click();
        await target.getByRole('button', { name: /^بازدید مشتری ویژه/ }).waitFor();
        await page.getByRole('button', { name: 'فهرست', exact: true }).click();
        await page.getByRole('list', { name: 'رویدادها' }).getByText('بازدید مشتری ویژه').waitFor();
        await page.getByRole('button', { name: 'هفته', exact: true }).click();
        await dayCell(page, today).waitFor();
        await page.getByRole('button', { name: 'روز', exact: true }).click();
        await page.getByRole('heading', { name: today }).waitFor();
        await page.getByRole('button', { name: 'ماه', exact: true }).click();
        await target.getByRole('button', { name: /^بازدید مشتری ویژه/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await expect(page.getByRole('button', { name: /^بازدید مشتری ویژه/ }), 'deleted').toHaveCount(0);
    });
});

test('kit calendar on a phone in dark mode', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await openKit(page, '/kit/calendar');
    await page.getByRole('grid').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(391);
    await pageShot('kit-calendar-phone-dark');
});

test.describe(() => {
    test.use({ allowConsole: REFUSED });
    test('kit user pages: profile tabs, cards, notification flags saved, manage-users ban; a failed save keeps the switches', async ({ page, pageShot }) => {
        await openKit(page, '/dashboard/user/profile');
        await page.waitForURL(/\/kit\/user\/profile$/);
        await page.getByRole('heading', { name: 'نیلوفر شریفی', level: 2 }).waitFor();
        await page.getByRole('tab', { name: 'دنبال‌کنندگان' }).click();
        await page.getByText('مریم محمدی').waitFor();
        await pageShot('kit-user-profile');
        await page.goto('/kit/user/cards');
        await page.getByRole('heading', { name: 'سارا احمدی' }).waitFor();
        await page.goto('/kit/user/account');
        await page.getByRole('tab', { name: 'اعلان‌ها' }).click();
        const follows = page.getByLabel(/وقتی کسی مرا دنبال می‌کند/);
        const before = await follows.isChecked();
        await follows.click();
        await failNext(page, '/api/user/account/notifications-settings');
        await page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
        await page.getByText('خطای سرور؛ دوباره تلاش کنید.').waitFor();
        await expect(follows, 'the switch keeps the choice after a failure').toBeChecked({ checked: !before });
        await page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
        await page.getByText('تنظیمات اعلان‌ها ذخیره شد.').waitFor();
        await page.getByRole('tab', { name: 'عمومی' }).click();
        await page.getByRole('tab', { name: 'اعلان‌ها' }).click();
        await expect(page.getByLabel(/وقتی کسی مرا دنبال می‌کند/), 'saved on the server').toBeChecked({ checked: !before });
        await page.goto('/kit/user/list');
        const table = page.getByRole('table', { name: 'کاربران' });
        await table.getByText('سارا احمدی').waitFor();
        await page.getByRole('tab', { name: /^مسدود/ }).click();
        const bannedBefore = await table.locator('tbody tr').count();
        await page.getByRole('tab', { name: /^فعال/ }).click();
        await page.getByRole('button', { name: 'مسدود کردن سارا احمدی' }).click();
        await table.getByText('سارا احمدی').waitFor({ state: 'detached' });
        await page.getByRole('tab', { name: /^مسدود/ }).click();
        await table.getByText('سارا احمدی').waitFor();
        await expect(table.locator('tbody tr'), 'one more banned user').toHaveCount(bannedBefore + 1);
        await pageShot('kit-user-list');
    });
});

test('kit user list and profile on a phone in dark mode', { tag: '@phone-dark' }, async ({ page, pageShot }) => {
    await openKit(page, '/kit/user/profile');
    await page.getByRole('heading', { name: 'نیلوفر شریفی', level: 2 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(391);
    await pageShot('kit-user-profile-phone-dark');
    await page.goto('/kit/user/list');
    await page.getByRole('table', { name: 'کاربران' }).getByText('سارا احمدی').waitFor();
    await pageShot('kit-user-list-phone-dark');
});

