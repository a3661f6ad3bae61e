import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's WCAG 2.0/2.1/2.2 A and AA rules and its best practices, plus the rule that the
 * accessible name of a control contains its visible text (2.5.3 Label in Name, experimental in
 * axe, so off by default). Returns the serious and critical violations, one line each.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 4)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.split('\n')[1]?.trim() ?? ''}]` : ''}`,
          )
          .join(' | ')}${violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4} more)` : ''}`,
    );
}

/** The page has settled: no request in flight, no loading overlay or skeleton announcing itself. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Soft-asserts (every route is checked in one run) that the page has no serious or critical violation. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await settled(page);
  expect.soft(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}
