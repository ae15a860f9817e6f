// The template kit's components gallery and sample dashboards in Chromium (demo build, kit on).
//
// Every gallery page is opened: the list comes from the index page's links (which come from the
// registry, src/templates/gallery/registry.ts), so a page added there is tested here with no edit.
// A page fails on a console error or warning, an uncaught error, a horizontal overflow on a 390 px
// wide phone (in its light and its dark preview), or an untranslated English label.
//
// "Untranslated English label": a visible word in Latin letters inside the page content
// (#main-content), except
//   - code samples and what the user types: <code>, <pre>, <kbd>, <samp>, <textarea>, <input>;
//   - text marked as another language on purpose: an element with a `lang` other than Persian
//     (the multi-language page's English and Arabic samples);
//   - the brand and library names and file-type acronyms in ALLOWED below.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ConsoleEntry } from './fixtures';
import { signedIn } from './support.mjs';

const ALLOWED = new Set([
    'MUI', 'X', 'Lab', 'Charts', 'Material', 'UI', 'TipTap', 'Embla', 'react-dropzone', 'react-markdown', 'Motion',
    'd3-geo', 'React', 'Hook', 'Form', 'Yet', 'Another', 'Lightbox', 'MDN', 'GeoJSON', 'HTML', 'PDF', 'PNG', 'JPEG',
    'Enter',
]);

const PHONE = { width: 390, height: 844 };
const GROUPS = ['foundations', 'mui', 'extra'];
/** Pages photographed at 390 px while they are checked. */
const PHONE_SHOTS = new Set(['progress', 'map', 'data-grid', 'chart', 'pickers', 'form-validation']);

/** Runs in the page: the visible Latin words of the content that no rule above allows. */
function latinWords(allowed: string[]) {
    const root = document.querySelector('#main-content') ?? document.body;
    const skip = 'code, pre, kbd, samp, textarea, input, script, style, [lang]:not([lang="fa"]):not([lang^="fa-"])';
    const found = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skip)) continue;
        const text = node.textContent ?? '';
        const words = text.match(/[A-Za-z][A-Za-z0-9-]*/g);
        if (!words) continue;
        const style = getComputedStyle(parent);
        if (style.visibility === 'hidden' || style.display === 'none' || parent.getClientRects().length === 0) continue;
        for (const word of words) if (!allowed.includes(word)) found.add(`${word} (in “${text.trim().slice(0, 60)}”)`);
    }
    // placeholders are labels too
    for (const input of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
        if (input.closest('[lang]:not([lang="fa"]):not([lang^="fa-"])')) continue;
        for (const word of input.placeholder.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? []) {
            if (!allowed.includes(word)) found.add(`${word} (placeholder “${input.placeholder}”)`);
        }
    }
    return [...found];
}

/** Runs in the page: how far the page is wider than the window (0 = no sideways scroll). */
const overflow = () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth;

/** Lets layout, fonts and chart measurement settle: fonts loaded and two frames painted. */
const settle = (page: Page) =>
    page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });

/** Client-side navigation, as a click on a menu link would do (no reload between pages). */
const navigate = (page: Page, path: string) =>
    page.evaluate(to => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
    }, path);

/** The gallery pages as the index lists them: [{ slug, title, group }]. */
async function indexPages(page: Page) {
    return page.evaluate(groups =>
        groups.flatMap(group =>
            [...document.querySelectorAll(`section[aria-labelledby="gallery-group-${group}"] a[href^="/components/"]`)].map(a => ({
                slug: (a.getAttribute('href') ?? '').slice('/components/'.length),
                title: a.querySelector('h3')?.textContent ?? '',
                group,
            }))
        ),
    GROUPS);
}

async function openIndex(page: Page) {
    await signedIn(page);
    await page.goto('/components');
    await page.getByRole('heading', { level: 1, name: 'گالری اجزا' }).waitFor();
}

/** Opens each page in turn on a phone-sized window and collects every problem. */
async function checkPages(
    page: Page,
    group: string,
    { consoleErrors, pageShot }: { consoleErrors: ConsoleEntry[]; pageShot: (name: string) => Promise<string> }
) {
    await page.setViewportSize(PHONE);
    await openIndex(page);
    const pages = (await indexPages(page)).filter(p => p.group === group);
    expect(pages.length > 0, `the index lists pages of the ${group} group`).toBeTruthy();
    const problems: string[] = [];
    for (const { slug, title } of pages) {
        const errorsBefore = consoleErrors.length;
        await navigate(page, `/components/${slug}`);
        await page.locator(`[data-gallery-page="${slug}"]`).waitFor();
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        await settle(page);
        const docs = page.locator('#main-content a[target="_blank"]', { hasText: 'مستندات' });
        if ((await docs.count()) !== 1 || !/^https:\/\//.test((await docs.getAttribute('href')) ?? '')) problems.push(`${slug}: no documentation link`);
        const wider = await page.evaluate(overflow);
        if (wider > 0) problems.push(`${slug}: ${wider} px wider than a 390 px phone`);
        const english = await page.evaluate(latinWords, [...ALLOWED]);
        if (english.length > 0) problems.push(`${slug}: untranslated English: ${english.join(', ')}`);
        if (consoleErrors.length > errorsBefore) {
            problems.push(`${slug}: console: ${consoleErrors.slice(errorsBefore).map(e => e.text.split('\n')[0]).join(' | ')}`);
        }
        if (PHONE_SHOTS.has(slug)) await pageShot(`kit-gallery-${slug}-390`);
        // the same demos in the dark theme
        const errorsBeforeDark = consoleErrors.length;
        await page.getByRole('button', { name: 'پوسته‌ی تیره' }).click();
        await page.locator(`[data-preview-mode="dark"] [data-gallery-page="${slug}"]`).waitFor();
        await settle(page);
        const widerDark = await page.evaluate(overflow);
        if (widerDark > 0) problems.push(`${slug} (dark): ${widerDark} px wider than a 390 px phone`);
        if (consoleErrors.length > errorsBeforeDark) {
            problems.push(`${slug} (dark): console: ${consoleErrors.slice(errorsBeforeDark).map(e => e.text.split('\n')[0]).join(' | ')}`);
        }
    }
    expect(problems, `every ${group} page opens cleanly`).toEqual([]);
}

const DASHBOARDS = { app: 'برنامه', ecommerce: 'فروشگاه', analytics: 'تحلیل', banking: 'بانکداری', booking: 'رزرو' };

test('gallery index: three groups, a card per registry page, search', async ({ page, pageShot }) => {
    await openIndex(page);
    for (const name of ['پایه‌ها', 'اجزای MUI', 'افزوده‌ها']) await page.getByRole('heading', { level: 2, name }).waitFor();
    const pages = await indexPages(page);
    expect(pages.length >= 45, `about 45 pages or more (${pages.length})`).toBeTruthy();
    expect(new Set(pages.map(p => p.slug)).size, 'one card per page').toEqual(pages.length);
    for (const slug of ['colors', 'progress', 'pickers', 'data-grid', 'tree-view', 'map', 'editor', 'navigation-bar']) {
        expect(pages.some(p => p.slug === slug), `${slug} is listed`).toBeTruthy();
    }
    await pageShot('kit-gallery-index');
    await page.getByRole('textbox', { name: 'جست‌وجوی جزء' }).fill('نقشه');
    await page.waitForFunction(() => document.querySelectorAll('a[href^="/components/"]').length === 1);
    await expect(page.locator('a[href^="/components/"]'), 'the search finds the map page').toHaveAttribute('href', '/components/map');
    await page.getByRole('textbox', { name: 'جست‌وجوی جزء' }).fill('چیزی-که-نیست');
    await page.getByText('هیچ جزئی با این عبارت پیدا نشد.').waitFor();
});

for (const group of GROUPS) {
    test(`gallery ${group} pages at 390 px, light and dark: no console error, no overflow, no English`, async ({ page, consoleErrors, pageShot }) => {
        test.setTimeout(300_000);
        await checkPages(page, group, { consoleErrors, pageShot });
    });
}

test('gallery progress page: circle sizes and values, light and dark', async ({ page, pageShot }) => {
    await signedIn(page);
    await page.goto('/components/progress');
    await page.locator('[data-gallery-page="progress"]').waitFor();
    for (const size of [24, 32, 48]) {
        for (const value of [25, 50, 75, 100]) {
            const bar = page.locator(`[role="progressbar"][data-size="${size}"][data-value="${value}"]`);
            await expect(bar, `circle ${size} at ${value}`).toHaveAttribute('aria-valuenow', String(value));
            const box = await bar.boundingBox();
            expect(Math.round(box?.width ?? 0), `circle drawn ${size} px wide`).toEqual(size);
        }
    }
    await settle(page);
    await pageShot('kit-gallery-progress-light');
    const preview = page.locator('[data-preview-mode]');
    const light = await preview.evaluate(el => getComputedStyle(el).backgroundColor);
    await page.getByRole('button', { name: 'پوسته‌ی تیره' }).click();
    await page.locator('[data-preview-mode="dark"]').waitFor();
    const dark = await preview.evaluate(el => getComputedStyle(el).backgroundColor);
    expect(light !== dark, `the preview turns dark (${light} → ${dark})`).toBeTruthy();
    await settle(page);
    await pageShot('kit-gallery-progress-dark', { page: false }); // the preview is dark, the page is not
});

test('gallery map and form validation: offline provinces, Persian messages', async ({ page, pageShot, baseURL }) => {
    await signedIn(page);
    const outside: string[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.origin !== new URL(baseURL ?? '').origin && !url.protocol.startsWith('data')) outside.push(url.href);
    });
    await page.goto('/components/map');
    await page.getByRole('img', { name: 'نقشه‌ی استان‌های ایران' }).waitFor();
    await expect(page.locator('svg[aria-label="نقشه‌ی استان‌های ایران"] path'), 'all 31 provinces drawn').toHaveCount(31);
    // provinces interlock, so a click at a bounding box's centre may land on a neighbour: click the path itself
    await page.locator('svg[aria-label="نقشه‌ی استان‌های ایران"] path', { has: page.locator('title', { hasText: 'اصفهان' }) }).dispatchEvent('click');
    await page.locator('[aria-live="polite"]', { hasText: /^اصفهان: [۰-۹٬]+ مشتری$/ }).waitFor();
    await pageShot('kit-gallery-map');
    expect(outside, 'no request leaves the app').toEqual([]);

    await page.goto('/components/form-validation');
    await page.getByRole('button', { name: 'ثبت‌نام' }).click();
    for (const message of ['نام را بنویسید', 'شماره‌ی همراه را بنویسید', 'کد ملی را بنویسید', 'پذیرفتن قوانین الزامی است']) {
        await page.getByText(message).waitFor();
    }
    await page.getByRole('textbox', { name: 'شماره‌ی همراه' }).fill('۰۸۱۲');
    await page.getByRole('textbox', { name: 'کد ملی' }).fill('۱۲۳۴۵۶۷۸۹۰');
    await page.getByRole('textbox', { name: 'نام و نام خانوادگی' }).click();
    await page.getByText('شماره‌ی همراه باید ۱۱ رقم و با ۰۹ آغاز شود').waitFor();
    await page.getByText('کد ملی معتبر نیست').waitFor();
    await page.getByRole('textbox', { name: 'شماره‌ی همراه' }).fill('۰۹۱۲۱۲۳۴۵۶۷');
    await page.getByRole('textbox', { name: 'نام و نام خانوادگی' }).click();
    await page.getByText('شماره‌ی همراه باید ۱۱ رقم و با ۰۹ آغاز شود').waitFor({ state: 'detached' });
    await pageShot('kit-gallery-form-validation');
});

test('kit dashboards: each opens with figures, charts and Jalali dates, at 390 px and on a desktop', async ({ page, consoleErrors, pageShot }) => {
    test.setTimeout(120_000);
    await signedIn(page);
    const problems: string[] = [];
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
        // a fresh load per size, as a phone would open it (the shell's menu differs by width)
        await page.setViewportSize(viewport);
        await page.goto('/kit/dashboards/app');
        await page.getByRole('heading', { level: 1, name: /داشبورد نمونه/ }).waitFor();
        for (const [name, title] of Object.entries(DASHBOARDS)) {
            const errorsBefore = consoleErrors.length;
            await navigate(page, `/kit/dashboards/${name}`);
            await page.getByRole('heading', { level: 1, name: `داشبورد نمونه: ${title}` }).waitFor();
            await page.locator('#main-content svg.MuiChartsSurface-root, #main-content .MuiChartsSurface-root').first().waitFor();
            await settle(page);
            const text = await page.locator('#main-content').innerText();
            if (!/[۰-۹]/.test(text)) problems.push(`${name}: no Persian digits`);
            if (/[0-9]/.test(text)) problems.push(`${name}: ASCII digits on screen: ${text.match(/.{0,20}[0-9].{0,20}/)?.[0]}`);
            if (!/(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4}/.test(text)) problems.push(`${name}: no Jalali date`);
            const wider = await page.evaluate(overflow);
            if (wider > 0) problems.push(`${name} at ${viewport.width} px: ${wider} px too wide`);
            const english = await page.evaluate(latinWords, [...ALLOWED]);
            if (english.length > 0) problems.push(`${name}: untranslated English: ${english.join(', ')}`);
            if (consoleErrors.length > errorsBefore) problems.push(`${name}: console: ${consoleErrors.slice(errorsBefore).map(e => e.text.split('\n')[0]).join(' | ')}`);
            if (name === 'ecommerce' || (name === 'banking' && viewport === PHONE)) await pageShot(`kit-dashboard-${name}-${viewport.width}`);
        }
    }
    expect(problems, 'every dashboard opens cleanly').toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'باز کردن تنظیمات' }).click();
    await page.getByRole('button', { name: 'تیره' }).click();
    await page.getByRole('button', { name: 'بستن تنظیمات' }).click();
    await navigate(page, '/kit/dashboards/analytics');
    await page.getByRole('heading', { level: 1, name: 'داشبورد نمونه: تحلیل' }).waitFor();
    await settle(page);
    await pageShot('kit-dashboard-analytics-dark');
});

