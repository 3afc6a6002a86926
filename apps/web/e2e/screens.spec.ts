// Screens as recruiters meet them (issue 31): the wide lists fit a 1440 x 900 laptop and remember
// the columns chosen, the employee's menu holds only pages they may use, the arrow keys move between
// rows, every control shows a focus ring, the skip link stays out of the phone's top bar, and the
// home page tells what is built.
import { MESSAGES } from '@hr/contracts';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  type Api,
  addCandidate,
  createRequisition,
  expect,
  moveCandidate,
  setSelectionProcess,
  test,
  uniqueName,
} from './fixtures';

const LAPTOP = { width: 1440, height: 900 };
const LOADED = { timeout: 30_000 };
// Several page loads each, with axe: a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 150_000 });

/** A requisition of this test with two candidates, one of them shortlisted (the HR module's list). */
async function twoCandidates(manager: Api) {
  const stamp = uniqueName('Screens').replace(/\W+/g, '');
  const requisition = await createRequisition(manager, {
    complete: true,
    positionTitle: `Senior Payroll Analyst ${stamp}`,
  });
  await setSelectionProcess(manager, requisition.id);
  const zoe = await addCandidate(manager, requisition.id, { firstName: 'Zoë', surName: `Ðặng ${stamp}` });
  const lukasz = await addCandidate(manager, requisition.id, {
    firstName: 'Łukasz',
    surName: `Żółć ${stamp}`,
  });
  await moveCandidate(manager, lukasz.applicationId, 'SHORTLISTED');
  return { stamp, requisition, zoe, lukasz };
}

/** The box a header occupies on screen. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box as NonNullable<typeof box>;
}

/**
 * The named columns are on screen whole, the table needs no sideways scroll, and Status lies clear of
 * the sticky columns (the key column on the left, the actions on the right).
 */
async function expectColumnsFit(page: Page, table: Locator, headers: string[]) {
  const width = page.viewportSize()?.width ?? 0;
  for (const name of headers) {
    const header = table.getByRole('columnheader', { name: new RegExp(`^${name}( |$)`) });
    await expect(header, `${name} is in view`).toBeInViewport({ ratio: 1 });
    const box = await boxOf(header);
    expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
  }
  const container = table.locator('xpath=..');
  expect(await container.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  const status = await boxOf(table.getByRole('columnheader', { name: /^Status/ }));
  const sticky = table.locator('thead tr').first().locator('th.dt-sticky-left, th.dt-sticky-right');
  for (const box of await Promise.all((await sticky.all()).map(boxOf))) {
    const overlaps = box.x < status.x + status.width && status.x < box.x + box.width;
    expect(overlaps, 'Status is not under a sticky column').toBe(false);
  }
}

test.describe('at 1440 x 900', () => {
  test.use({ viewport: LAPTOP });

  test('Applicant Tracking, the HR module and Recruitment Tracking show what a recruiter scans without a sideways scroll', async ({
    loginAs,
    api,
  }) => {
    const { stamp, requisition, zoe, lukasz } = await twoCandidates(await api('manager'));
    const page = await loginAs('manager');
    const scanned = ['Name', 'Requisition', 'Status', 'Profile score', 'Review score', 'Action', 'Actions'];

    await page.goto('/appsch');
    const applications = page.getByRole('table', { name: 'Applications' });
    await page.getByLabel('Search applications').fill(stamp);
    await expect(applications.locator('tbody tr[data-list-row]')).toHaveCount(2, LOADED);
    await expect(applications.getByRole('row', { name: new RegExp(zoe.surName) })).toContainText(
      `${requisition.id} · ${requisition.title}`,
    );
    await expectColumnsFit(page, applications, scanned);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/hr-modules');
    await page.getByLabel('Search applications').fill(stamp);
    await expect(applications.locator('tbody tr[data-list-row]')).toHaveCount(1, LOADED);
    await expect(applications.getByRole('row', { name: new RegExp(lukasz.surName) })).toContainText(
      'Shortlisted',
    );
    await expectColumnsFit(page, applications, scanned);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/reqsch');
    const tracking = page.getByRole('table', { name: 'Open requisitions' });
    await tracking.getByLabel('Filter Id').fill(String(requisition.id));
    await expect(tracking.getByRole('row', { name: new RegExp(stamp) })).toContainText('2', LOADED);
    await expectColumnsFit(page, tracking, [
      'Id',
      'Position',
      'Status',
      'Approval',
      'Applications',
      'Interviews',
      'Offers',
      'Days open',
      'End date',
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  test('the columns menu keeps every column of the spec and remembers the choice for this user and list', async ({
    loginAs,
    api,
  }) => {
    const { stamp, zoe } = await twoCandidates(await api('manager'));
    const page = await loginAs('manager');
    await page.goto('/appsch');
    const applications = page.getByRole('table', { name: 'Applications' });
    await page.getByLabel('Search applications').fill(stamp);
    await expect(applications.locator('tbody tr[data-list-row]')).toHaveCount(2, LOADED);
    await expect(applications.getByRole('columnheader', { name: /^Email/ })).toHaveCount(0);

    await applications.getByRole('button', { name: 'Show or hide columns' }).click();
    const chooser = page.getByRole('menu');
    // Every column of the spec's application list is still there to choose.
    for (const column of [
      'Id',
      'Email',
      'Mobile',
      'Applicant id',
      'Position type',
      'Missing mandatory',
      'Resume',
      'Job offer',
      'Contract offer',
      'Contract action',
      'Source',
      'Current salary',
      'Expected salary',
      'Experience (years)',
      'Applied',
    ]) {
      await expect(chooser.getByRole('menuitemcheckbox', { name: column, exact: true })).toHaveAttribute(
        'aria-checked',
        'false',
      );
    }
    await chooser.getByRole('menuitemcheckbox', { name: 'Email', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(applications.getByRole('cell', { name: zoe.email })).toBeVisible();

    // Remembered under this user's id and this list.
    const keys = await page.evaluate(() => {
      const token = localStorage.getItem('token') ?? '';
      const part = token.split('.')[1] ?? '';
      const { sub } = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string };
      return { sub, keys: Object.keys(localStorage).filter((key) => key.startsWith('columns:')) };
    });
    expect(keys.keys).toEqual([`columns:${keys.sub}:appsch:Applications`]);

    await page.reload();
    await page.getByLabel('Search applications').fill(stamp);
    await expect(applications.getByRole('cell', { name: zoe.email })).toBeVisible(LOADED);
    // Another list keeps its own defaults.
    await page.goto('/hr-modules');
    await expect(applications.locator('tbody tr[data-list-row]').first()).toBeVisible(LOADED);
    await expect(applications.getByRole('columnheader', { name: /^Email/ })).toHaveCount(0);
  });

  test('ArrowDown and ArrowUp move between rows, and focus shows a 2 px ring of 3:1 contrast', async ({
    loginAs,
    api,
  }) => {
    const { stamp } = await twoCandidates(await api('manager'));
    const page = await loginAs('manager');
    await page.goto('/appsch');
    const applications = page.getByRole('table', { name: 'Applications' });
    await page.getByLabel('Search applications').fill(stamp);
    const rows = applications.locator('tbody tr[data-list-row]');
    await expect(rows).toHaveCount(2, LOADED);

    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await expect(rows.nth(1)).toHaveCSS('outline-style', 'solid');
    await expect(rows.nth(1)).toHaveCSS('outline-width', '2px');
    // The last row stays where it is.
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(rows.first()).toBeFocused();

    // A button reached with Tab: the search box, then the list's Export button.
    await page.getByLabel('Search applications').focus();
    await page.keyboard.press('Tab');
    const exportButton = page.getByRole('button', { name: 'Export' });
    await expect(exportButton).toBeFocused();
    await expect(exportButton).toHaveCSS('outline-style', 'solid');
    await expect(exportButton).toHaveCSS('outline-width', '2px');
    expect(await ringContrast(exportButton)).toBeGreaterThanOrEqual(3);

    // A menu entry and a top-bar button show theirs too, white on the bar.
    const menuEntry = page
      .getByRole('navigation')
      .getByRole('link', { name: 'Applicant Tracking', exact: true });
    await menuEntry.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(menuEntry).toBeFocused();
    await expect(menuEntry).toHaveCSS('outline-width', '2px');
    expect(await ringContrast(menuEntry)).toBeGreaterThanOrEqual(3);
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveCSS('outline-color', 'rgb(255, 255, 255)');
    expect(await ringContrast(toggle)).toBeGreaterThanOrEqual(3);
  });
});

/**
 * The contrast of an element's outline against what is around it (the first opaque background of
 * its ancestors), as WCAG computes it.
 */
function ringContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (lr ?? 0) + 0.7152 * (lg ?? 0) + 0.0722 * (lb ?? 0);
    };
    let around: Element | null = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (around) {
      const color = getComputedStyle(around).backgroundColor;
      const alpha = rgb(color)[3];
      if (color !== 'transparent' && (alpha === undefined || alpha === 1)) {
        background = color;
        break;
      }
      around = around.parentElement;
    }
    const ring = luminance(rgb(getComputedStyle(element).outlineColor));
    const ground = luminance(rgb(background));
    return (Math.max(ring, ground) + 0.05) / (Math.min(ring, ground) + 0.05);
  });
}

test('the employee menu holds only pages the employee may use, each of which opens', async ({ loginAs }) => {
  const page = await loginAs('employee');
  await page.setViewportSize(LAPTOP);
  await page.goto('/jobreq');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link').first()).toBeVisible(LOADED);
  const items = await nav.getByRole('link').allTextContents();
  expect(items).toEqual([
    'Recruitment Dashboard',
    'Learning Management',
    'Leave Management',
    'Reference Data',
  ]);
  for (const item of items) {
    await nav.getByRole('link', { name: item, exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(LOADED);
    await expect(page.getByText(MESSAGES.unauthorizedTitle)).toHaveCount(0);
    await expect(page.getByTestId('topbar-title')).toHaveText(item);
  }
  await expectNoSeriousA11yViolations(page);
});

test('at 390 px the skip link shows below the top bar, clear of the bell and its count', async ({
  loginAs,
  api,
}) => {
  await createRequisition(await api('manager'));
  const page = await loginAs('manager');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobreq');
  await expect(page.getByRole('table', { name: 'Requisitions' }).locator('tbody tr').first()).toBeVisible(
    LOADED,
  );
  const bell = page.getByRole('button', { name: /^Expired requisitions/ });
  await expect(bell).toBeVisible(LOADED);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the first row' });
  await expect(skip).toBeFocused();
  const link = await boxOf(skip);
  const bar = await boxOf(page.getByRole('banner'));
  expect(link.y, 'the link starts below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(link.x + link.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Requisitions' }).locator('tbody tr').first()).toBeFocused();
});

test('the home page tells what is built', async ({ page }) => {
  await page.goto('/homePage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  await expect(page.getByText(/Coming next/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Offer and contract letters' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Onboarding and people' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
