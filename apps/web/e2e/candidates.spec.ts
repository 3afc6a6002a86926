import { MESSAGES } from '@hr/contracts';
import {
  addCandidate,
  chooseStatus,
  createRequisition,
  expect,
  LOADED,
  moveCandidate,
  test,
  uniqueName,
} from './fixtures';

test('a manager adds candidates to a requisition and moves them singly and in bulk', async ({
  loginAs,
  api,
}) => {
  test.setTimeout(90_000);
  const manager = await api('manager');
  const stamp = uniqueName('cand').replace(/\W+/g, '');

  // A requisition of this test's own.
  const { id: positionId } = await createRequisition(manager);

  // Two other candidates through the API; one of them is rejected, so the table will refuse to move it.
  await addCandidate(manager, positionId, { firstName: 'Bulk', surName: `second ${stamp}` });
  const third = await addCandidate(manager, positionId, { firstName: 'Bulk', surName: `third ${stamp}` });
  await moveCandidate(manager, third.applicationId, 'REJECTED');

  const page = await loginAs('manager');
  await page.goto(`/jobreq/${positionId}?tab=rec-proc&proc=job-cand`);
  const panel = page.getByRole('region', { name: 'Candidates' });
  const table = panel.getByRole('table', { name: 'Candidates' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(LOADED);

  // Add a candidate with a unique email; the form checks its fields first.
  const email = `${stamp}-first@e2e.test`;
  // Email starts hidden in the candidates' columns: the row is found by its unique name.
  const first = table.getByRole('row').filter({ hasText: `Casey Candidate ${stamp}` });
  const addThroughForm = async () => {
    await panel.getByRole('button', { name: 'Add candidate' }).click();
    const form = page.getByRole('form', { name: 'Add candidate' });
    await form.getByLabel('First name').fill('Casey');
    await form.getByLabel('Surname').fill(`Candidate ${stamp}`);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Total experience (years)').fill('6');
    await form.getByLabel('Expected salary').fill('120000');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    return form;
  };

  await test.step('the form checks its fields first, then adds the candidate as New', async () => {
    await panel.getByRole('button', { name: 'Add candidate' }).click();
    const empty = page.getByRole('form', { name: 'Add candidate' });
    await empty.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(empty.getByText('First name is required')).toBeVisible();
    await empty.getByRole('button', { name: 'Cancel' }).click();

    await addThroughForm();
    await expect(page.getByText(MESSAGES.successfullyCreated).first()).toBeVisible();
    await panel.getByLabel('Search candidates').fill(stamp);
    await expect(first).toBeVisible();
    await expect(first).toContainText('New');
  });

  await test.step("the same email again: the server's message is shown as is", async () => {
    const again = await addThroughForm();
    await expect(
      again.getByText(`${MESSAGES.applicationExistsPrefix} position already exists for ${email}.`),
    ).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('NEW -> SCREENING for the one candidate', async () => {
    await first.getByRole('button', { name: /Change status of/ }).click();
    const dialog = page.getByRole('form', { name: 'Change status' });
    await dialog.getByLabel('New status').click();
    await expect(page.getByRole('option', { name: 'Hired' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Screening' }).click();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText(MESSAGES.successfullyUpdated).first()).toBeVisible();
    await expect(first).toContainText('Screening');

    await expect(table.getByRole('row', { name: new RegExp(stamp) })).toHaveCount(3);
  });

  await test.step('all three checked and shortlisted: two move, the rejected one is reported with why', async () => {
    await table.getByLabel('Select all rows on this page').check();
    await panel.getByRole('button', { name: 'Change status of checked (3)' }).click();
    await chooseStatus(page, 'Shortlisted');
    const summary = page.getByRole('status', { name: 'Status change summary' });
    await expect(summary).toContainText('Moved 2, not moved 1');
    await expect(summary).toContainText('Rejected to Shortlisted');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(table.getByRole('row', { name: /Shortlisted/ })).toHaveCount(2);
    await expect(table.getByRole('row', { name: /Rejected/ })).toHaveCount(1);
  });
});
