// One accessibility check for any spec: axe-core on the page as it is now, failing on serious or
// critical violations, each named with its rule, its help text and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2.x A and AA rules and axe's best practices) on the whole page. Wait for the page's
 * own content first (a heading, a row): a check on a loading spinner proves nothing.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  {
    alsoFail = [],
  }: { /** Rule ids that fail at any impact (axe rates some only moderate). */ alsoFail?: string[] } = {},
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? '') || alsoFail.includes(violation.id))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}
