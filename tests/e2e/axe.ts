// axe-core in the page: the WCAG 2.1 A and AA violations of a part of it (or all of it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
    id: string;
    impact: string | null;
    help: string;
    targets: string[];
}

/** The WCAG 2.0/2.1 A and AA rules axe-core finds broken in `selector` (default: the page). */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
    await page.addScriptTag({ content: AXE_SOURCE });
    return page.evaluate(async within => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
        const context = within ? document.querySelector(within) : document;
        const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
        return result.violations.map(violation => ({
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map(node => node.target.map(String).join(' ')),
        }));
    }, selector ?? null);
}
