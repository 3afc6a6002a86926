import { MESSAGES } from '@hr/contracts';
import type { Page } from '@playwright/test';
import {
  type Api,
  addCandidate,
  chooseStatus,
  createRequisition,
  expect,
  moveCandidate,
  test,
  uniqueName,
} from './fixtures';

// Each test first makes a complete requisition and three candidates through the API.
test.describe.configure({ timeout: 120_000 });

/** A requisition of this test with three candidates: one NEW, one NEW, one REJECTED. */
async function threeCandidates(manager: Api) {
  const stamp = uniqueName('al').replace(/\W+/g, '');
  const requisition = await createRequisition(manager, { complete: true });
  const ada = await addCandidate(manager, requisition.id, { firstName: 'Ada', surName: `First ${stamp}` });
  const ben = await addCandidate(manager, requisition.id, { firstName: 'Ben', surName: `Second ${stamp}` });
  const cy = await addCandidate(manager, requisition.id, { firstName: 'Cy', surName: `Third ${stamp}` });
  await moveCandidate(manager, cy.applicationId, 'REJECTED');
  return { stamp, requisition, ada, ben, cy };
}

const bodyRows = (page: Page) => page.getByRole('table', { name: 'Applications' }).locator('tbody tr');

test('the officer filters the application list by a NUM, a STR and a SEL column', async ({
  loginAs,
  api,
}) => {
  const { stamp, requisition, ada, cy } = await threeCandidates(await api('manager'));
  const page = await loginAs('officer');
  await page.goto('/appsch');
  const table = page.getByRole('table', { name: 'Applications' });
  // The first load of the page chunk and the list on a busy machine.
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });

  // NUM_EQUAL on the requisition: exactly this test's three.
  await table.getByLabel('Filter Requisition').fill(String(requisition.id));
  await expect(bodyRows(page)).toHaveCount(3);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText(stamp);

  // STR_EQUAL on the name (another column's filter replaces the first).
  await table.getByLabel('Filter Name').fill(ada.name.toLowerCase());
  await expect(table.getByLabel('Filter Requisition')).toHaveValue('');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(ada.name);

  // SEL_EQUAL on the status, within a search for this test's stamp.
  await page.getByLabel('Search applications').fill(stamp);
  await table.getByLabel('Filter Status').click();
  await page.getByRole('option', { name: 'Rejected' }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(cy.name);
  await expect(bodyRows(page).first()).toContainText('Rejected');
});

test('the officer moves applications singly and in bulk, and a refused row is reported', async ({
  loginAs,
  api,
}) => {
  const { stamp, ada, ben, cy } = await threeCandidates(await api('manager'));
  const page = await loginAs('officer');
  await page.goto('/appsch');
  await page.getByLabel('Search applications').fill(stamp);
  await expect(bodyRows(page)).toHaveCount(3);

  // One application: only the moves the table allows are offered.
  const adaRow = bodyRows(page).filter({ hasText: ada.name });
  await adaRow.getByRole('button', { name: `Change status of ${ada.name}` }).click();
  await expect(page.getByRole('form', { name: 'Change status' })).toBeVisible();
  await chooseStatus(page, 'Screening');
  await expect(page.getByText(MESSAGES.successfullyUpdated).first()).toBeVisible();
  await expect(adaRow).toContainText('Screening');

  // All three to Shortlisted: two move, the rejected one is reported with why.
  await page.getByRole('table', { name: 'Applications' }).getByLabel('Select all rows on this page').click();
  await page.getByRole('button', { name: 'Change status of checked (3)' }).click();
  // Only moves the table allows for at least one of them are offered.
  await page.getByRole('form', { name: 'Change status' }).getByLabel('New status').click();
  await expect(page.getByRole('option', { name: 'Hired' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Shortlisted' })).toBeVisible();
  await page.keyboard.press('Escape');
  await chooseStatus(page, 'Shortlisted');
  const summary = page.getByRole('status', { name: 'Status change summary' });
  await expect(summary).toContainText('Moved 2, not moved 1');
  await expect(summary).toContainText(cy.name);
  await expect(summary).toContainText('Rejected to Shortlisted');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(bodyRows(page).filter({ hasText: 'Shortlisted' })).toHaveCount(2);

  // /hr-modules lists the selected ones only: the two shortlisted, not the rejected one.
  await page.goto('/hr-modules');
  await page.getByLabel('Search applications').fill(stamp);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).filter({ hasText: ben.name })).toHaveCount(1);
  await expect(bodyRows(page).filter({ hasText: cy.name })).toHaveCount(0);
});

test('the officer moves a card on the pipeline board with the keyboard and sees a refusal', async ({
  loginAs,
  api,
}) => {
  const { requisition, ben, cy } = await threeCandidates(await api('manager'));
  const page = await loginAs('officer');
  await page.goto(`/jobreq/${requisition.id}?tab=rec-proc&proc=job-cand`);
  const panel = page.getByRole('region', { name: 'Candidates' });
  await panel.getByRole('button', { name: 'Board' }).click();
  const column = (name: string) => panel.getByRole('region', { name: `${name} column` });
  const card = (name: string) => panel.getByRole('button', { name: new RegExp(`^${name}, `) });
  await expect(column('New').getByRole('button', { name: new RegExp(ben.name) })).toBeVisible();
  await expect(card(ben.name)).toContainText(/In stage (under 1 h|\d+ h)/);

  // Pick Ben up, one column right (Screening), drop.
  await card(ben.name).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText(`${ben.name} moved to Screening.`);
  await expect(column('Screening').getByRole('button', { name: new RegExp(ben.name) })).toBeVisible();

  // Cy is rejected: one column left (Hired) is refused, with the reason, and Cy stays.
  await card(cy.name).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText('An application cannot move from Rejected to Hired.');
  await expect(column('Rejected').getByRole('button', { name: new RegExp(cy.name) })).toBeVisible();
});

test('the manager opens a completed requisition on /appfrm and finds its applications', async ({
  loginAs,
  api,
}) => {
  const { requisition, ada } = await threeCandidates(await api('manager'));
  const page = await loginAs('manager');
  await page.goto('/appfrm');
  const requisitions = page.getByRole('table', { name: 'Completed requisitions' });
  await requisitions.getByLabel('Filter Id').fill(String(requisition.id));
  await expect(requisitions.locator('tbody tr')).toHaveCount(1);
  await requisitions.locator('tbody tr').first().click();
  await expect(page).toHaveURL(new RegExp(`requisitionId=${requisition.id}`));
  const section = page.getByRole('region', { name: 'Applications of the requisition' });
  await expect(section.locator('tbody tr')).toHaveCount(3);
  await expect(section.getByRole('link', { name: 'Add an application' })).toHaveAttribute(
    'href',
    `/appfrm/new?jobPositionId=${requisition.id}`,
  );
  await section.locator('tbody tr').filter({ hasText: ada.name }).click();
  await expect(page).toHaveURL(new RegExp(`/appfrm/${ada.applicationId}$`));
});
