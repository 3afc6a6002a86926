// Toasts cover nothing a user clicks next: not the top bar (the bell, the menu, the account menu), not a
// dialog's buttons; each one closes with Escape or its close button, and is read out (role alert).
// A toast closes itself after 5 s unless hovered: the checks that need one on screen hover it first.
import { MESSAGES } from '@hr/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, LOADED, test, uniqueName } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Whether two boxes share any point. */
const overlap = (p: Box, q: Box) =>
  p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;

/** Adds a skill of this test's own from the reference data screen; its toast is the answer. */
async function addSkill(page: Page): Promise<Locator> {
  await page.getByRole('region', { name: 'Skills' }).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(uniqueName('Toast skill'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The newest toast shows last; an earlier one may still be on screen.
  return page.getByRole('alert').filter({ hasText: MESSAGES.successfullyCreated }).last();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} x ${viewport.height} a toast leaves the top bar and dialogs free and closes on Escape or its button`, async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize(viewport);
    await loginAs('manager');
    await page.goto('/referenceData?kind=job_skill');
    await expect(page.getByRole('region', { name: 'Skills' })).toBeVisible(LOADED);
    const bar = page.getByRole('banner');
    const bell = bar.getByRole('button', { name: 'Expired requisitions' });
    await expect(bell).toBeVisible();

    // Clear of the top bar. With a pointer, hovered, the toast stays, and Escape closes it. (A phone has
    // no hover: there the toast is measured as it shows, and Escape is checked on the desktop.)
    const toast = await addSkill(page);
    const phone = viewport.width < 600;
    if (!phone) await toast.hover();
    const toastBox = await box(toast);
    expect(overlap(toastBox, await box(bar)), 'the toast covers the top bar').toBe(false);
    if (!phone) {
      await page.keyboard.press('Escape');
      await expect(toast).toHaveCount(0);
    }

    // With a toast on screen, the bell opens at once.
    await expect(await addSkill(page)).toBeVisible();
    await bell.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // A dialog's buttons are clear of where the toast showed.
    await page.getByRole('region', { name: 'Skills' }).getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    for (const name of ['Save', 'Cancel'])
      expect(
        overlap(toastBox, await box(dialog.getByRole('button', { name }))),
        `the toast covers ${name}`,
      ).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Its close button closes it.
    const last = await addSkill(page);
    await last.getByRole('button', { name: 'close' }).click();
    await expect(last).toHaveCount(0);
  });
}
