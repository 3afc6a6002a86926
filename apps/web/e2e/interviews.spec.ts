import { MESSAGES } from '@hr/contracts';
import { addCandidate, createRequisition, expect, localInput, test } from './fixtures';

test('a manager schedules, is refused a same-day second, reschedules and gives feedback', async ({
  loginAs,
  api,
}) => {
  // Builds its own requisition through the API first.
  test.setTimeout(90_000);
  // A requisition and a candidate of this test's own: no other interview can clash with it.
  const manager = await api('manager');
  const { id: positionId } = await createRequisition(manager);
  const candidate = await addCandidate(manager, positionId);
  const target = { applicationId: candidate.applicationId, applicantName: candidate.name };
  const day = 30;

  const page = await loginAs('manager');
  await page.goto(`/jobreq/${positionId}?tab=rec-proc&proc=job-intv`);
  const panel = page.getByRole('region', { name: 'Interviews' });
  await expect(panel.getByRole('heading', { name: 'Interviews' })).toBeVisible();

  const schedule = async (when: string) => {
    await panel.getByRole('button', { name: 'Schedule interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
    await dialog.getByRole('combobox', { name: 'Candidate' }).click();
    await page.getByRole('option', { name: `#${target.applicationId},` }).click();
    await dialog.getByLabel('Date and time').fill(when);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    return dialog;
  };

  const first = await schedule(localInput(day, 10));
  await expect(page.getByText(MESSAGES.successfullyCreated)).toBeVisible();
  await expect(first).toBeHidden();
  await panel.getByLabel('Filter Candidate').fill(target.applicantName);
  const row = panel.getByRole('row').filter({ hasText: localInput(day, 10).replace('T', ' ') });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Scheduled');

  // The same candidate on the same day: refused with the spec's text.
  const second = await schedule(localInput(day, 15));
  await expect(page.getByText('interview already exists this date')).toBeVisible();
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(second).toBeHidden();

  // Reschedule to the next day.
  await row.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: /Reschedule interview/ });
  await reschedule.getByLabel('New date and time').fill(localInput(day + 1, 11));
  await reschedule.getByLabel('Reason').fill('Panel unavailable');
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated)).toBeVisible();
  const moved = panel.getByRole('row').filter({ hasText: localInput(day + 1, 11).replace('T', ' ') });
  await expect(moved).toContainText('Rescheduled');

  // Feedback.
  await moved.getByRole('button', { name: 'Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: /Feedback on/ });
  const rating = feedback.getByRole('group', { name: 'Rating', exact: true });
  await rating.locator('label', { hasText: '4 Stars' }).click();
  await expect(rating.getByLabel('4 Stars')).toBeChecked();
  await feedback.getByRole('combobox', { name: 'Recommendation' }).click();
  await page.getByRole('option', { name: 'Hire', exact: true }).click();
  await feedback.getByLabel('Meets the requirement').check();
  await feedback.getByLabel('Comments').fill('Clear and thorough');
  await feedback.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.successfullySaved, { exact: true })).toBeVisible();
  await expect(feedback).toBeHidden();
  await expect(moved.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});
