import { MESSAGES, SELECTION_PROCESS_MESSAGES } from '@hr/contracts';
import {
  addCandidate,
  createRequisition,
  expect,
  LOADED,
  localInput,
  moveCandidate,
  shownAt,
  test,
  uniqueName,
} from './fixtures';

test('a manager is told the requisition has no steps, schedules two the same day, is refused an overlap, reschedules and gives feedback', async ({
  loginAs,
  api,
}) => {
  // Four steps of dialogs on one page: at load 22 on two cores, 90 s was not enough.
  test.setTimeout(180_000);
  // A requisition and a candidate of this test's own: no other interview can clash with it.
  const manager = await api('manager');
  const { id: positionId } = await createRequisition(manager);
  const candidate = await addCandidate(manager, positionId);
  const target = { applicationId: candidate.applicationId, applicantName: candidate.name };
  const day = 30;

  const page = await loginAs('manager');
  await page.goto(`/jobreq/${positionId}?tab=rec-proc&proc=job-intv`);
  const panel = page.getByRole('region', { name: 'Interviews' });
  await expect(panel.getByRole('heading', { name: 'Interviews' })).toBeVisible(LOADED);
  // No selection process yet: the panel says why and where the steps are set.
  const notice = panel.getByTestId('no-selection-steps');
  await expect(notice).toContainText(SELECTION_PROCESS_MESSAGES.noSteps);
  await expect(notice.getByRole('link', { name: SELECTION_PROCESS_MESSAGES.setThem })).toBeVisible();

  const schedule = async (when: string) => {
    await panel.getByRole('button', { name: 'Schedule interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
    await dialog.getByRole('combobox', { name: 'Candidate' }).click();
    await page.getByRole('option', { name: `#${target.applicationId},` }).click();
    await dialog.getByLabel('Date and time').fill(when);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    return dialog;
  };
  const row = panel.getByRole('row').filter({ hasText: shownAt(localInput(day, 10)) });
  const moved = panel.getByRole('row').filter({ hasText: shownAt(localInput(day + 1, 11)) });

  await test.step('the first interview, at 10:00', async () => {
    const first = await schedule(localInput(day, 10));
    await expect(page.getByText(MESSAGES.successfullyCreated)).toBeVisible();
    await expect(first).toBeHidden();
    await panel.getByLabel('Filter Candidate').fill(target.applicantName);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Scheduled');
  });

  await test.step("the same candidate later that day: accepted; at the same time: refused with the spec's text", async () => {
    const afternoon = await schedule(localInput(day, 15));
    await expect(afternoon).toBeHidden();
    await expect(panel.getByRole('row').filter({ hasText: shownAt(localInput(day, 15)) })).toBeVisible();
    const clash = await schedule(localInput(day, 10));
    await expect(page.getByText('interview already exists this date')).toBeVisible();
    await clash.getByRole('button', { name: 'Cancel' }).click();
    await expect(clash).toBeHidden();
  });

  await test.step('rescheduled to the next day', async () => {
    await row.getByRole('button', { name: 'Reschedule' }).click();
    const reschedule = page.getByRole('dialog', { name: /Reschedule interview/ });
    await reschedule.getByLabel('New date and time').fill(localInput(day + 1, 11));
    await reschedule.getByLabel('Reason').fill('Panel unavailable');
    await reschedule.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByText(MESSAGES.successfullyUpdated)).toBeVisible();
    await expect(moved).toContainText('Rescheduled');
  });

  await test.step('feedback', async () => {
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
});

test('the Interviews tab of an application without selection steps says why and leads to where they are set', async ({
  loginAs,
  api,
}) => {
  test.setTimeout(90_000);
  const manager = await api('manager');
  const { id: positionId } = await createRequisition(manager, { complete: true });
  const candidate = await addCandidate(manager, positionId, {
    firstName: 'Zoë',
    surName: uniqueName('Ðặng'),
  });
  // Past NEW: the requisition's position data locks, its selection process does not.
  await moveCandidate(manager, candidate.applicationId, 'SCREENING');

  const page = await loginAs('manager');
  await page.goto(`/appfrm/${candidate.applicationId}`);
  await expect(page.getByRole('tab', { name: 'Interviews' })).toBeVisible(LOADED);
  await page.getByRole('tab', { name: 'Interviews' }).click();
  const notice = page.getByTestId('no-selection-steps');
  await expect(notice).toContainText(SELECTION_PROCESS_MESSAGES.noSteps);
  await notice.getByRole('link', { name: SELECTION_PROCESS_MESSAGES.setThem }).click();

  await expect(page).toHaveURL(new RegExp(`/jobreq/${positionId}\\?tab=rec-proc&proc=job-post$`));
  await expect(page.getByText(/This requisition is locked/)).toBeVisible();
  const process = page.getByRole('region', { name: 'Selection process' });
  await process.getByLabel('New step').fill('Panel interview');
  await process.getByRole('button', { name: 'Add step' }).click();
  await expect(process.getByRole('listitem', { name: 'Panel interview' })).toBeVisible();

  await page.goto(`/appfrm/${candidate.applicationId}`);
  await page.getByRole('tab', { name: 'Interviews' }).click();
  await expect(page.getByRole('region', { name: 'Panel interview' })).toContainText('Not scheduled');
  await expect(page.getByTestId('no-selection-steps')).toHaveCount(0);
});
