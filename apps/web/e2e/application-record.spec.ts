import { MESSAGES } from '@hr/contracts';
import PDFDocument from 'pdfkit';
import { createRequisition, expect, LOADED, localInput, test, uniqueName } from './fixtures';

const V1 = '/api/v1';

/** A text PDF, as a word processor exports a resume. */
function pdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

test('a manager adds an application with a PDF resume, fills its profile, reviews, interviews and decides it', async ({
  loginAs,
  api,
}) => {
  // One long journey through every tab, on a machine shared with other runs.
  test.setTimeout(300_000);
  // The test's own requisition (every step saved) with one interview step.
  const manager = await api('manager');
  const { id: positionId } = await createRequisition(manager, { complete: true });
  const firstName = async (path: string) =>
    ((await manager.get(`${V1}${path}`)) as { name: string }[])[0]!.name;
  const qualification = await firstName('/ref/job_qualification');
  const certification = await firstName('/ref/certification_ref');
  const workAuth = await firstName('/ref/work_auth');
  const skill = await firstName('/ref/job_skill');
  await manager.post(`${V1}/selection_process`, {
    positionId,
    steps: [{ name: 'Panel interview', stepType: 'INTERVIEW' }],
  });
  const surName = uniqueName('Record');
  const email = `${surName.replace(/\W+/g, '-').toLowerCase()}@e2e.test`;
  const resume = await pdf(
    `Robin ${surName}. Holds ${qualification}. Certified: ${certification}. Work rights: ${workAuth}. Skilled in ${skill}.`,
  );

  const page = await loginAs('manager');
  const step = page.getByRole('region', { name: 'Panel interview' });
  const card = step.getByTestId(/^interview-\d+$/);

  await test.step('the manager adds the application with its PDF resume', async () => {
    await page.goto(`/appfrm/new?jobPositionId=${positionId}`);
    const form = page.getByRole('form', { name: 'New application' });
    await expect(form).toBeVisible(LOADED);
    await form.getByLabel('First name').fill('Robin');
    await form.getByLabel('Surname').fill(surName);
    await form.getByLabel('Email').fill(email);
    await page.getByTestId('new-resume-input').setInputFiles({
      name: 'robin.pdf',
      mimeType: 'application/pdf',
      buffer: resume,
    });
    // The file's name alone ("Uploading robin.pdf… 40%" also holds it): the upload is done.
    await expect(form.getByText('robin.pdf', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Add application' }).click();
    await expect(page.getByText(MESSAGES.successfullyCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/appfrm\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(surName);
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    // The resume names the certification and the work authorisation: 2 of the 5 rows of weight 20.
    await expect(page.getByTestId('header-scores')).toContainText('Profile score 40');
  });

  await test.step('the resume report, and the profile made from it', async () => {
    await page.getByRole('tab', { name: 'Resume' }).click();
    await expect(page.getByText('Resume: robin.pdf')).toBeVisible();
    const report = page.getByRole('table', { name: 'Resume report' });
    await expect(report.getByRole('row').filter({ hasText: qualification })).toContainText('Met');
    await expect(report.getByRole('row').filter({ hasText: skill })).toContainText('Met');
    await page.getByRole('button', { name: 'Create profile from resume' }).click();
    await expect(page.getByTestId('profile-added')).toContainText(qualification);
    // Qualification and skill are now on the profile too: 4 of 5.
    await expect(page.getByTestId('header-scores')).toContainText('Profile score 80');
  });

  await test.step('a review and its score', async () => {
    await page.getByRole('tab', { name: 'Reviews and scores' }).click();
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Reviews' })).toContainText('Like');
    await expect(page.getByTestId('scores')).toContainText('Review score: 100');
  });

  await test.step('an interview at the step, with the demo officer on the panel, sends both invitations', async () => {
    await page.getByRole('tab', { name: 'Interviews' }).click();
    await expect(step).toContainText('Not scheduled');
    await step.getByRole('button', { name: 'Schedule interview' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule interview' });
    await schedule.getByLabel('Date and time').fill(localInput(20, 10));
    await schedule.getByRole('combobox', { name: 'Interviewers' }).click();
    await page.getByRole('option', { name: /officer@demo\.local/ }).click();
    await page.keyboard.press('Escape');
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await expect(schedule).toBeHidden();
    await expect(step).toContainText('Scheduled');
    await expect(card).toContainText('Interviewers:');
    // The time is the organisation's (the demo's Australia/Sydney) with its zone; a browser elsewhere
    // also sees its own time beside it.
    await expect(card).toContainText(/\d{2}:\d{2} AE[DS]T/);
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (browserZone !== 'Australia/Sydney') await expect(card).toContainText('your time');

    // Scheduling sent both invitations (each with its .ics): the card says when, and offers "Send again".
    await expect(card.getByTestId('applicant-emailed')).toHaveText(
      /^Applicant emailed \d{1,2} \w{3} \d{2}:\d{2}$/,
    );
    await expect(card.getByTestId('interviewers-emailed')).toHaveText(
      /^Interviewers emailed \d{1,2} \w{3} \d{2}:\d{2}$/,
    );
    await expect(card.getByRole('button', { name: 'Email applicant' })).toHaveCount(0);
    const again = card.getByRole('button', { name: 'Send again to the applicant' });
    await expect(again).toHaveText('Send again');
    await expect(card.getByRole('button', { name: 'Send again to the interviewers' })).toHaveText(
      'Send again',
    );
    // Within 30 seconds of the last email it sends nothing and says so; later it sends anew.
    await again.click();
    await expect(
      page.getByText(/^(Message sent|Already sent .+: not sent again within 30 seconds\.)$/).first(),
    ).toBeVisible();
  });

  await test.step("feedback as a scorecard, then the step's decision", async () => {
    await card.getByRole('button', { name: 'Add feedback' }).click();
    const feedback = page.getByRole('dialog', { name: /Feedback on/ });
    await feedback
      .getByRole('group', { name: 'Rating', exact: true })
      .locator('label', { hasText: '4 Stars' })
      .click();
    await feedback
      .getByRole('group', { name: 'Technical skills' })
      .locator('label', { hasText: '5 Stars' })
      .click();
    await feedback.getByRole('combobox', { name: 'Recommendation' }).click();
    await page.getByRole('option', { name: 'Hire', exact: true }).click();
    await feedback.getByLabel('Comments').fill('Strong panel');
    await feedback.getByRole('button', { name: 'Save' }).click();
    await expect(feedback).toBeHidden();
    await expect(card.getByTestId('feedback')).toContainText('4/5');
    await expect(card.getByTestId('feedback')).toContainText('Technical skills 5/5');
    await card.getByRole('button', { name: 'Meets requirement', exact: true }).click();
    await expect(step).toContainText('Meets requirement');
    await expect(page.getByTestId('record-status')).toHaveText('Interview');
  });

  await test.step("the history holds every move and the record's audit", async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    const moves = page.getByRole('table', { name: 'Status changes' });
    // Scheduling the interview brought it from New to Interview (an event, not a person's move).
    await expect(moves.getByRole('row')).toHaveCount(3);
    await expect(moves.getByRole('row').nth(1)).toContainText('New');
    await expect(moves.getByRole('row').nth(1)).toContainText('Interview');
    const audit = page.getByRole('table', { name: 'Audit' });
    for (const what of [
      'Application created',
      'Resume added',
      'Profile filled from the resume',
      'Reviewed',
    ]) {
      await expect(audit.getByRole('cell', { name: what, exact: true })).toBeVisible();
    }
  });

  await test.step("the invitations are in the Outbox, each with the .ics in the organisation's zone", async () => {
    await page.goto('/outbox');
    await page.getByLabel('Search recipient or subject').fill(email);
    const table = page.getByRole('table', { name: 'Emails' });
    await table.getByRole('row').nth(1).getByRole('cell').first().click();
    const emailDialog = page.getByRole('dialog');
    await expect(emailDialog.getByRole('link', { name: 'interview.ics' })).toBeVisible();
    await expect(emailDialog.getByLabel('Content of interview.ics')).toContainText(
      'DTSTART;TZID=Australia/Sydney:',
    );
  });
});
