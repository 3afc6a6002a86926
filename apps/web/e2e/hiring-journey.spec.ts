// The hiring flow from its most awkward start (issue 24), in the browser: a complete draft without a
// selection process whose sourcing has already started, to a new employee who keeps their signed
// papers (only the starting data is made through the API; emails are read from the Outbox). Every status
// after Screening is moved by an event (an interview scheduled, the offer sent and answered, the
// contract signed, the employee created), never by hand.
import { LETTER_MESSAGES, MESSAGES } from '@hr/contracts';
import type { Page } from '@playwright/test';
import {
  addCandidate,
  addNewApprover,
  applySelectionTemplate,
  createRequisition,
  day,
  emailedCode,
  emailedLink,
  expect,
  LOADED,
  localInput,
  moveCandidate,
  registerFromLetterLink,
  test,
  uniqueName,
} from './fixtures';

const HR = '/api/hr/v1';
const PASSWORD = 'Hiring-journey-2026';

/** The application's status as its record's header shows it. */
const recordStatus = (page: Page) => page.getByTestId('record-status');

test('a screened draft without a selection process goes to a new employee who keeps their papers', async ({
  page,
  loginAs,
  api,
  browser,
  baseURL,
}) => {
  // Nine steps in three browsers: six and a half minutes at load 22 on two cores.
  test.setTimeout(600_000);
  const manager = await api('manager');
  const requisition = await createRequisition(manager, { complete: true });
  const candidate = await addCandidate(manager, requisition.id, {
    firstName: 'Łukasz',
    surName: uniqueName('Żółć'),
    email: `${uniqueName('lukasz').replace(/\W+/g, '-').toLowerCase()}@e2e.test`,
  });
  // Sourcing started before approval: the draft's position data is locked from here.
  await moveCandidate(manager, candidate.applicationId, 'SCREENING');
  // The approver is added through the API (approvals.spec.ts adds one on the screen).
  const approverEmail = await addNewApprover(manager, requisition.id, 'Ngozi Okonkwo-Adébáyọ̀');

  await loginAs('manager');

  await test.step('the approval round waits for the selection process, then runs on the locked draft', async () => {
    await page.goto(`/jobreq/${requisition.id}?tab=rec-proc&proc=job-appr`);
    await expect(page.getByText(/This requisition is locked/)).toBeVisible(LOADED);
    const panel = page.getByRole('region', { name: 'Approvals' });
    await expect(panel.getByRole('table', { name: 'Approvers' })).toContainText('Ngozi Okonkwo-Adébáyọ̀');
    await expect(panel.getByTestId('approval-needs')).toContainText(
      'Sending for approval needs: Selection process.',
    );
    await expect(panel.getByRole('button', { name: 'Send for approval' })).toBeDisabled();

    // The selection process stays open on the locked draft: set it from a template.
    await applySelectionTemplate(page, 'Standard');

    await page.getByRole('tab', { name: 'Approvals' }).click();
    await expect(panel.getByTestId('approval-needs')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByText(MESSAGES.messageSent)).toBeVisible();
  });

  await test.step('the approver answers from their emailed link', async () => {
    await page.goto(await emailedLink(manager, approverEmail, /\/approval\/[\w-]{43}/));
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toContainText('Approved');
  });

  await test.step('an offer waits for an interview; scheduling one moves the application on', async () => {
    await page.goto(`/appfrm/${candidate.applicationId}`);
    await expect(recordStatus(page)).toContainText('Screening', LOADED);
    // The status menu offers a person's moves only: nothing an event makes.
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('form', { name: 'Change status' }).getByLabel('New status').click();
    await expect(page.getByRole('option', { name: 'Shortlisted' })).toBeVisible();
    for (const status of ['Offered', 'Contracted', 'Hired'])
      await expect(page.getByRole('option', { name: status, exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Letters' }).click();
    await page.getByRole('button', { name: 'Open the Interviews tab' }).click();
    await page.getByRole('button', { name: 'Schedule interview' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
    await dialog.getByLabel('Date and time').fill(localInput(40, 10));
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText(MESSAGES.successfullyCreated)).toBeVisible();
    await expect(recordStatus(page)).toContainText('Interview');
  });

  await test.step('HR sends the offer from the Letters tab; it makes the application Offered', async () => {
    await page.getByRole('tab', { name: 'Letters' }).click();
    const offer = page.getByRole('region', { name: 'Offer letter' });
    const form = offer.getByRole('form', { name: 'Offer letter' });
    await form.getByLabel('Salary').fill('104000');
    await form.getByLabel('Start date').fill(day(45));
    await form.getByLabel('Answer by (expiry date)').fill(day(14));
    await form.getByRole('button', { name: 'Save offer letter' }).click();
    await expect(offer.getByTestId('letter-status')).toHaveText('Draft');
    await offer.getByRole('button', { name: 'Send offer letter' }).click();
    await expect(page.getByText(MESSAGES.offerLetterSent)).toBeVisible();
    await expect(recordStatus(page)).toContainText('Offered');
  });

  // The applicant, on a phone of their own: registers from the emailed link and accepts.
  const applicant = await (
    await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  ).newPage();
  await test.step('the applicant registers from the emailed link and signs the offer', async () => {
    const code = await emailedCode(manager, candidate.email);
    await registerFromLetterLink(applicant, `/offer-letter?code=${code}`, {
      email: candidate.email,
      password: PASSWORD,
    });
    await expect(applicant.getByText(/AUD\s104,000 per year/).first()).toBeVisible();
    await applicant.getByRole('button', { name: 'Accept offer' }).click();
    const accept = applicant.getByRole('form', { name: 'Accept the offer' });
    await accept.getByLabel('Full name (signature)').fill(candidate.name);
    await accept.getByRole('checkbox', { name: LETTER_MESSAGES.consentLabel }).check();
    await accept.getByRole('button', { name: 'Accept offer' }).click();
    await expect(applicant.getByText(LETTER_MESSAGES.accepted)).toBeVisible();
    await expect(applicant.getByTestId('letter-status')).toHaveText('Accepted');
  });

  await test.step('the accepted offer opens the contract; HR sends it', async () => {
    await page.reload();
    await expect(recordStatus(page)).toContainText('Offer accepted', LOADED);
    await page.getByRole('tab', { name: 'Letters' }).click();
    const contract = page.getByRole('form', { name: 'Contract letter' });
    await expect(contract.getByLabel('Salary')).toHaveValue('104000');
    await contract.getByLabel('Contract type').fill('Permanent, full time');
    await contract.getByLabel('Answer by (expiry date)').fill(day(14));
    await contract.getByRole('button', { name: 'Save contract letter' }).click();
    await expect(page.getByTestId('letter-status').last()).toHaveText('Draft');
    await page.getByRole('button', { name: 'Send contract letter' }).click();
    await expect(page.getByText(MESSAGES.contractLetterSent)).toBeVisible();
  });

  const contractId = (
    await manager.get(`${HR}/contract-letter/application-details/${candidate.applicationId}`)
  ).contractLetter.data.id as number;
  await test.step('the applicant, still signed in, signs the contract', async () => {
    await applicant.goto(`/contract-letter/${contractId}`);
    await expect(applicant.getByRole('heading', { name: 'Your contract letter', level: 1 })).toBeVisible(
      LOADED,
    );
    await expect(applicant.getByTestId('letter-body')).toContainText(
      'the terms of your Permanent, full time employment',
    );
    await applicant.getByRole('button', { name: 'Accept contract' }).click();
    const sign = applicant.getByRole('form', { name: 'Accept the contract' });
    await sign.getByLabel('Full name (signature)').fill(candidate.name);
    await sign.getByRole('checkbox', { name: LETTER_MESSAGES.consentLabel }).check();
    await sign.getByRole('button', { name: 'Accept contract' }).click();
    await expect(applicant.getByTestId('letter-status')).toHaveText('Signed');
    await applicant.context().close();
  });

  let employeeId = 0;
  await test.step('the signed contract leads to "Create employee", which makes the application Hired', async () => {
    await page.reload();
    await expect(recordStatus(page)).toContainText('Contracted', LOADED);
    await page.getByRole('link', { name: 'Create employee' }).click();
    await expect(page).toHaveURL(`/employee/new?contractId=${contractId}`);
    await page.getByRole('button', { name: 'Create employee' }).click();
    await expect(page).toHaveURL(/\/employee\/\d+$/, LOADED);
    employeeId = Number(/\/employee\/(\d+)$/.exec(page.url())?.[1]);
    await page.goto(`/appfrm/${candidate.applicationId}`);
    await expect(recordStatus(page)).toContainText('Hired', LOADED);
    await expect(page.getByRole('link', { name: 'Create employee' })).toHaveCount(0);
  });

  await test.step('the new hire signs in and finds their signed letters and certificates', async () => {
    const context = await browser.newContext({ baseURL });
    const hire = await context.newPage();
    await hire.goto('/login');
    await hire.getByLabel('Email').fill(candidate.email);
    await hire.getByLabel('Password').fill(PASSWORD);
    await hire.getByRole('button', { name: 'Sign in' }).click();
    await expect(hire).not.toHaveURL(/\/login$/, LOADED);
    // Their old letter link leads to their own record's papers.
    await hire.goto('/offer-letter');
    await expect(hire).toHaveURL(new RegExp(`/employee/${employeeId}#papers$`), LOADED);
    const papers = hire.getByRole('region', { name: 'Letters and documents' });
    const contract = papers.getByRole('listitem', { name: 'Contract letter' });
    // The record's page is a first load in this browser.
    await expect(contract).toContainText(`Signed by ${candidate.name} on `, LOADED);
    const signed = hire.waitForEvent('download');
    await contract.getByRole('button', { name: 'Signed contract letter (PDF)' }).click();
    expect((await signed).suggestedFilename()).toMatch(/\.pdf$/);
    const certificate = hire.waitForEvent('download');
    await contract.getByRole('button', { name: 'Signature certificate (PDF)' }).click();
    expect((await certificate).suggestedFilename()).toMatch(/\.pdf$/);
    await expect(papers.getByRole('listitem', { name: 'Offer letter' })).toContainText(
      `Signed by ${candidate.name} on `,
    );
    await expect(hire.getByText(LETTER_MESSAGES.codeInvalid)).toHaveCount(0);
    await context.close();
  });
});
