// axe-core (deque's accessibility engine) in the end-to-end suite: the WCAG 2.0, 2.1 and 2.2 A and
// AA rules run on the page as it is now, and a test fails on any violation, listed with the rule,
// its impact and the elements it found (their CSS selectors), so the report says what to fix.
//
//   await expectNoAxeViolations(page);                                   the whole page
//   await expectNoAxeViolations(page, { include: '[role="dialog"]' });  one part of it
//
// axe-core is injected from node_modules into the page (once per document: a client-side
// navigation keeps it). @axe-core/playwright is not used: it needs Node 22.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets run: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeOptions {
    /** A CSS selector: only this part of the page is checked (default: the whole document). */
    include?: string;
    /** CSS selectors left out (e.g. a part another test checks). */
    exclude?: string[];
}

export interface AxeViolation {
    id: string;
    impact: string | null;
    help: string;
    nodes: Array<{ target: string[]; html: string; summary: string }>;
}

declare global {
    interface Window {
        axe?: {
            run: (
                context: unknown,
                options: unknown,
            ) => Promise<{
                violations: Array<{
                    id: string;
                    impact?: string | null;
                    help: string;
                    nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
                }>;
            }>;
        };
    }
}

/** The WCAG A/AA violations axe-core finds on the page (or in `include`) now. */
export async function axeViolations(page: Page, { include, exclude = [] }: AxeOptions = {}): Promise<AxeViolation[]> {
    if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) {
        await page.addScriptTag({ content: AXE_SOURCE });
    }
    return page.evaluate(
        async ({ include: part, exclude: left, tags }) => {
            const context = { include: part ? [part] : [['html']], exclude: left.map(selector => [selector]) };
            const result = await window.axe!.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
            return result.violations.map(violation => ({
                id: violation.id,
                impact: violation.impact ?? null,
                help: violation.help,
                nodes: violation.nodes.map(node => ({ target: node.target.map(String), html: node.html.slice(0, 300), summary: node.failureSummary ?? '' })),
            }));
        },
        { include: include ?? null, exclude, tags: WCAG_AA_TAGS },
    );
}

/** A readable list of violations, for a failing assertion's message. */
export function describeViolations(violations: AxeViolation[]): string {
    return violations
        .map(
            violation =>
                `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n` +
                violation.nodes
                    .slice(0, 8)
                    .map(node => `    ${node.target.join(' ')}\n      ${node.html}\n      ${node.summary.replace(/\n/g, '\n      ')}`)
                    .join('\n'),
        )
        .join('\n');
}

/** Fails the test when axe-core finds any WCAG A/AA violation on the page (or in `include`). */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
    const violations = await axeViolations(page, options);
    expect(violations.map(violation => violation.id), describeViolations(violations)).toEqual([]);
}
