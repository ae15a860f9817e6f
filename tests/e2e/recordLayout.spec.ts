// Record pages laid out for reading (RecordLayout): the key facts and the decisions on top, the
// sections in a grid (two or three columns at 1366 px, one at 390 px), the same frame on the
// generated pages and on the order's, the customer's and the ticket's. Each page is looked at in
// both widths and both themes (tests/e2e/screenshots/record-*.png). A walk over the pages starts
// the admin once and moves between them as a link does.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { loading, navigateDrawn } from './helpers';
import { animationsDone, darkMode, signedIn } from './support.mjs';

const WIDE = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const PAGES = [
    '/receipt/1/show',
    '/remittance/1/show',
    '/withdrawal/1/show',
    '/deposit/1/show',
    '/delivery-request/1/show',
    '/credit/1/show',
    '/order/1/show',
    '/user/5/show',
    '/ticket/1/show',
];

const sidewaysScroll = (page: Page) =>
    page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
    });

/** Opens a record page: the first by loading the admin, the next through its router, as a link does. */
async function open(page: Page, path: string, first = true) {
    if (first) await page.goto(path);
    else await navigateDrawn(page, path);
    await page.getByTestId('record-top').waitFor({ timeout: 30_000 });
    await loading(page).first().waitFor({ state: 'detached' }).catch(() => {});
    await animationsDone(page);
}

const boxOf = async (page: Page, testId: string) => {
    const box = await page.getByTestId(testId).first().boundingBox();
    if (!box) throw new Error(`${testId} is not drawn`);
    return box;
};

for (const mode of ['light', 'dark'] as const) {
    for (const [width, viewport] of [['wide', WIDE], ['phone', PHONE]] as const) {
        test(`record pages at ${viewport.width} px, ${mode}: key facts on top, sections in the grid, nothing sideways`, async ({ page, pageShot }) => {
            test.setTimeout(240_000);
            await page.setViewportSize(viewport);
            if (mode === 'dark') await darkMode(page);
            await signedIn(page);
            for (const [index, path] of PAGES.entries()) {
                await open(page, path, index === 0);
                const name = path.split('/')[1];
                await pageShot(`record-${name}-${width}-${mode}`);
                expect(await sidewaysScroll(page), `${path} does not scroll sideways`).toBeLessThanOrEqual(0);
                const sections = page.locator('[data-testid^="record-section-"]');
                if ((await sections.count()) === 0) continue;
                const top = await boxOf(page, 'record-top');
                const first = await sections.first().boundingBox();
                expect(first!.y, `${path}: the key facts and decisions above the sections`).toBeGreaterThanOrEqual(top.y + top.height - 1);
                // every section is a group named by its heading
                for (const section of await sections.all()) {
                    const heading = section.getByRole('heading', { level: 2 });
                    await expect(section, `${path}: a section named by its heading`).toHaveAccessibleName((await heading.textContent()) ?? '');
                }
            }
        });
    }
}

test('a receipt at 1366 px: three sections side by side, its picture beside the decision above them; one column at 390 px', async ({ page }) => {
    await page.setViewportSize(WIDE);
    await signedIn(page);
    await open(page, '/receipt/1/show');
    const facts = page.getByTestId('key-facts');
    for (const label of ['وضعیت', 'مبلغ', 'مشتری', 'تاریخ ثبت']) await expect(facts.getByRole('term').filter({ hasText: label })).toBeVisible();
    const sections = page.locator('[data-testid^="record-section-"]');
    await expect(sections, 'payment, review and the rest').toHaveCount(3);
    const tops = await sections.evaluateAll(nodes => nodes.map(node => Math.round(node.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'the sections in one row').toBe(1);
    const picture = await boxOf(page, 'decision-picture');
    const panel = await boxOf(page, 'decision-panel');
    const facts_ = await boxOf(page, 'key-facts');
    expect(picture.y + picture.height, 'the picture beside the decision, above the sections').toBeLessThanOrEqual((await sections.first().boundingBox())!.y);
    expect(panel.y, 'the decision beside the key facts').toBeLessThan(facts_.y + facts_.height);
    // the picture is not repeated in a section below
    await expect(page.getByTestId('record-section-payment').getByRole('term').filter({ hasText: 'تصویر فیش' })).toHaveCount(0);

    await page.setViewportSize(PHONE);
    await animationsDone(page);
    const lefts = await sections.evaluateAll(nodes => nodes.map(node => Math.round(node.getBoundingClientRect().left)));
    expect(new Set(lefts).size, 'one column on a phone').toBe(1);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

for (const mode of ['light', 'dark'] as const) {
    for (const viewport of [WIDE, PHONE]) {
        test(`axe: a generated record page and the order page at ${viewport.width} px, ${mode}`, async ({ page }) => {
            test.setTimeout(120_000);
            await page.setViewportSize(viewport);
            if (mode === 'dark') await darkMode(page);
            await signedIn(page);
            await open(page, '/receipt/1/show');
            await expectNoAxeViolations(page);
            await open(page, '/order/1/show', false);
            await expectNoAxeViolations(page);
        });
    }
}
