import { readFile } from 'node:fs/promises';
import { LETTER_MESSAGES, MESSAGES } from '@hr/contracts';
import type { Browser, Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { expectNoSeriousA11yViolations } from './axe';
import {
  type Account,
  addCandidate,
  createRequisition,
  day,
  emailedLink,
  expect,
  LOADED,
  moveCandidate,
  registerFromLetterLink,
  signInThroughForm,
  test,
} from './fixtures';

const V1 = '/api/v1';
const HR = '/api/hr/v1';
const PASSWORD = 'Letters-e2e-journey-2026';

/** A small text PDF, as a scanner app exports a document. */
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A browser of its own for one more person in the journey, signed in through the form or not at all. */
async function personPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  account?: Account,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  if (account) {
    await signInThroughForm(page, account);
    await expect(page).not.toHaveURL(/\/login$/, LOADED);
  }
  return page;
}

test('an offer and a contract go from HR to a new applicant and back, documents and all', async ({
  page,
  loginAs,
  api,
  browser,
  baseURL,
}) => {
  // The whole applicant path in one journey (two to three minutes), on a machine shared with other runs.
  test.setTimeout(480_000);
  const manager = await api('manager');
  const requisition = await createRequisition(manager, { complete: true });
  // The complete requisition asks for a police check; a passport copy too.
  await manager.post(`${V1}/compliance`, { jobPositionId: requisition.id, name: 'Passport copy' });
  const candidate = await addCandidate(manager, requisition.id);
  await moveCandidate(manager, candidate.applicationId, 'SHORTLISTED');
  await moveCandidate(manager, candidate.applicationId, 'INTERVIEW');

  // The applicant on a phone, HR on a desktop screen, each in a browser of their own.
  const applicant = await personPage(browser, baseURL as string, PHONE);
  const hr = await personPage(browser, baseURL as string, DESKTOP, 'manager');
  let contractLink = '';
  let contractId = 0;

  await test.step("the officer prepares and sends the offer from the application list's row action", async () => {
    await loginAs('officer');
    await page.goto('/appsch');
    await expect(page.getByLabel('Search applications')).toBeEditable(LOADED);
    await page.getByLabel('Search applications').fill(candidate.surName);
    await page.getByRole('button', { name: `Prepare offer for ${candidate.name}` }).click();
    const offerDialog = page.getByRole('dialog', { name: `Offer letter for ${candidate.name}` });
    const offerForm = offerDialog.getByRole('form', { name: 'Offer letter' });
    await expect(offerForm.getByLabel('Job title')).toHaveValue(requisition.title);
    await expect(offerForm.getByLabel('Letter text')).not.toHaveValue('');
    await expect(offerForm.getByRole('checkbox', { name: /Police check/ })).toBeChecked();
    await expect(offerForm.getByRole('checkbox', { name: /Passport copy/ })).toBeChecked();
    await offerForm.getByLabel('Salary').fill('95000');
    await expect(offerForm.getByLabel('Currency')).toHaveValue('AUD');
    await offerForm.getByLabel('Start date').fill(day(30));
    await offerForm.getByLabel('Answer by (expiry date)').fill(day(10));
    await offerForm.getByRole('button', { name: 'Save offer letter' }).click();
    await expect(page.getByText(MESSAGES.successfullySavedBang)).toBeVisible();
    await expect(offerDialog.getByTestId('letter-status')).toHaveText('Draft');
    await expectNoSeriousA11yViolations(page);
    await offerDialog.getByRole('button', { name: 'Send offer letter' }).click();
    await expect(page.getByText(MESSAGES.offerLetterSent)).toBeVisible();
    await expect(offerDialog.getByTestId('letter-status')).toHaveText('Sent');
    await offerDialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('row', { name: new RegExp(candidate.name) })).toContainText('Await response');
  });

  await test.step('the applicant follows the emailed link, registers and sets a password', async () => {
    const link = await emailedLink(manager, candidate.email, /\/offer-letter\?code=[\w-]+/);
    await registerFromLetterLink(
      applicant,
      link,
      { email: candidate.email, password: PASSWORD },
      (register) => expectNoSeriousA11yViolations(register),
    );
    // The used code is gone from the address.
    await expect(applicant).toHaveURL(/\/offer-letter$/);
    await expect(applicant.getByTestId('letter-body')).toContainText(requisition.title);
    await expect(applicant.getByText('95,000').first()).toBeVisible();
    const letterPdf = applicant.waitForEvent('download');
    await applicant.getByRole('button', { name: 'Download PDF' }).click();
    expect((await letterPdf).suggestedFilename()).toMatch(/^offer-letter-\d+\.pdf$/);
    await expectNoSeriousA11yViolations(applicant);
  });

  await test.step('the applicant accepts with their full name typed and their consent; another name, or no consent, is refused', async () => {
    await applicant.getByRole('button', { name: 'Accept offer' }).click();
    const accept = applicant.getByRole('form', { name: 'Accept the offer' });
    await expect(accept).toContainText(`Type your full name as it appears on the letter: ${candidate.name}`);
    await accept.getByLabel('Full name (signature)').fill('Somebody Else');
    await accept.getByRole('button', { name: 'Accept offer' }).click();
    await expect(accept.getByText(/Tick "I agree to sign this letter electronically"/)).toBeVisible();
    await accept.getByRole('checkbox', { name: LETTER_MESSAGES.consentLabel }).check();
    await accept.getByRole('button', { name: 'Accept offer' }).click();
    await expect(accept.getByText(LETTER_MESSAGES.signatureMismatch(candidate.name))).toBeVisible();
    // The name as typed by a person: other case and spacing are the same name.
    await accept.getByLabel('Full name (signature)').fill(`  ${candidate.name.toLowerCase()} `);
    await accept.getByLabel('Comment (optional)').fill('Looking forward to it.');
    await accept.getByRole('button', { name: 'Accept offer' }).click();
    await expect(applicant.getByText(LETTER_MESSAGES.accepted)).toBeVisible();
    await expect(applicant.getByTestId('letter-status')).toHaveText('Accepted');
    await expect(applicant.getByTestId('letter-answer')).toContainText(candidate.name.toLowerCase());
    await expect(applicant.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
    const certificate = applicant.getByRole('region', { name: 'Signature certificate' });
    await expect(certificate).toContainText(candidate.email);
    await expect(certificate).toContainText('Content SHA-256');
  });

  await test.step("the applicant's documents: saving without them fails; uploads (one replaced) then save", async () => {
    await applicant.getByRole('button', { name: 'Save documents' }).click();
    await expect(applicant.getByText(MESSAGES.requiredDocumentsNotUploaded)).toBeVisible();
    await applicant.getByLabel('File for Police check').setInputFiles({
      name: 'police-check-draft.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Police check, draft'),
    });
    await expect(applicant.getByText(MESSAGES.successfullyUploaded)).toBeVisible();
    await applicant.getByLabel('File for Police check').setInputFiles({
      name: 'police-check.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Police check, clear'),
    });
    await expect(applicant.getByText(MESSAGES.successfullyReplaced)).toBeVisible();
    await applicant.getByLabel('File for Passport copy').setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Passport'),
    });
    await expect(
      applicant.getByRole('button', { name: 'Download Passport copy: passport.pdf' }),
    ).toBeVisible();
    await applicant.getByRole('button', { name: 'Save documents' }).click();
    await expect(applicant.getByText(MESSAGES.save, { exact: true })).toBeVisible();
  });

  await test.step('the manager opens the documents and approves the compliance review', async () => {
    await hr.goto(`/appfrm/${candidate.applicationId}`);
    await expect(hr.getByRole('tab', { name: 'Compliance' })).toBeVisible(LOADED);
    await hr.getByRole('tab', { name: 'Compliance' }).click();
    const offerDocs = hr.getByRole('region', { name: 'Offer letter documents' });
    const download = hr.waitForEvent('download');
    await offerDocs.getByRole('button', { name: 'Download Police check: police-check.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('police-check.pdf');
    await expect(
      offerDocs.getByRole('button', { name: 'Download Passport copy: passport.pdf' }),
    ).toBeVisible();
    await hr.getByRole('button', { name: 'Open compliance review' }).click();
    await expect(hr.getByText(MESSAGES.successfullySavedBang)).toBeVisible();
    await hr.getByRole('button', { name: 'APPROVED' }).click();
    await expect(hr.getByRole('alert').filter({ hasText: 'APPROVED' })).toBeVisible();
    await expect(hr.getByTestId('compliance-status')).toContainText('APPROVED');
  });

  await test.step('the contract: saved and sent by the manager, with a document of its own', async () => {
    await hr.getByRole('tab', { name: 'Letters' }).click();
    const contractForm = hr.getByRole('form', { name: 'Contract letter' });
    await expect(contractForm.getByLabel('Salary')).toHaveValue('95000');
    await contractForm.getByLabel('Contract type').fill('Permanent, full time');
    await contractForm.getByLabel('Answer by (expiry date)').fill(day(12));
    await contractForm.getByRole('button', { name: 'Add a document' }).click();
    await contractForm.getByLabel('Document name').fill('Bank details form');
    await contractForm.getByRole('button', { name: 'Save contract letter' }).click();
    await expect(hr.getByTestId('letter-status').last()).toHaveText('Draft');
    await hr.getByRole('button', { name: 'Send contract letter' }).click();
    await expect(hr.getByText(MESSAGES.contractLetterSent)).toBeVisible();
    contractLink = await emailedLink(manager, candidate.email, /\/contract-letter\/\d+\?code=[\w-]+/);
    contractId = Number(/\/contract-letter\/(\d+)/.exec(contractLink)?.[1]);
  });

  await test.step("the contract's link, opened signed out: the registered applicant signs in, no second registration", async () => {
    const elsewhere = await personPage(browser, baseURL as string, PHONE);
    await elsewhere.goto(contractLink);
    await expect(
      elsewhere.getByRole('heading', { name: 'Welcome back: sign in to read your contract' }),
    ).toBeVisible(LOADED);
    await expect(elsewhere.getByRole('heading', { name: /Register/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(elsewhere);
    const signIn = elsewhere.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(candidate.email);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(elsewhere.getByRole('heading', { name: 'Your contract letter', level: 1 })).toBeVisible();
    await expect(elsewhere).toHaveURL(new RegExp(`/contract-letter/${contractId}$`));
    await elsewhere.context().close();
  });

  await test.step('the applicant (still signed in) opens the contract, accepts it and uploads its document', async () => {
    await applicant.goto(`/contract-letter/${contractId}`);
    await expect(applicant.getByRole('heading', { name: 'Your contract letter', level: 1 })).toBeVisible(
      LOADED,
    );
    await expect(applicant.getByText('Permanent, full time').first()).toBeVisible();
    // The text says the saved contract type, not the requisition's position type.
    await expect(applicant.getByTestId('letter-body')).toContainText(
      'the terms of your Permanent, full time employment',
    );
    await expect(applicant.getByText(/AUD\s95,000 per year/).first()).toBeVisible();
    await expect(applicant.getByRole('region', { name: 'Employee pack' })).toBeVisible();
    await expectNoSeriousA11yViolations(applicant);
    await applicant.getByRole('button', { name: 'Accept contract' }).click();
    const sign = applicant.getByRole('form', { name: 'Accept the contract' });
    await sign.getByLabel('Full name (signature)').fill(candidate.name);
    await sign.getByRole('checkbox', { name: LETTER_MESSAGES.consentLabel }).check();
    await sign.getByRole('button', { name: 'Accept contract' }).click();
    await expect(applicant.getByTestId('letter-status')).toHaveText('Signed');
    await applicant.getByLabel('File for Bank details form').setInputFiles({
      name: 'bank-details.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Bank details'),
    });
    await expect(
      applicant.getByRole('button', { name: 'Download Bank details form: bank-details.pdf' }),
    ).toBeVisible();
    await applicant.getByRole('button', { name: 'Save documents' }).click();
    await expect(applicant.getByText(MESSAGES.save, { exact: true }).last()).toBeVisible();

    // HR sees the signed contract and its document.
    await hr.reload();
    await expect(hr.getByRole('tab', { name: 'Compliance' })).toBeVisible(LOADED);
    await hr.getByRole('tab', { name: 'Compliance' }).click();
    await expect(
      hr
        .getByRole('region', { name: 'Contract letter documents' })
        .getByRole('button', { name: 'Download Bank details form: bank-details.pdf' }),
    ).toBeVisible();
  });

  await test.step('HR downloads the signed contract and checks it: the copy as issued matches, a changed one does not', async () => {
    await hr.getByRole('tab', { name: 'Letters' }).click();
    const signedDownload = hr.waitForEvent('download');
    await hr
      .getByRole('region', { name: 'Contract letter', exact: true })
      .getByRole('button', { name: 'Download PDF' })
      .click();
    const signedPdf = await readFile((await (await signedDownload).path()) as string);
    await hr.getByRole('button', { name: 'Check a signed letter' }).click();
    const check = hr.getByRole('dialog', { name: 'Check a signed letter' });
    await check
      .getByLabel('Signed letter (PDF)')
      .setInputFiles({ name: 'returned.pdf', mimeType: 'application/pdf', buffer: signedPdf });
    await expect(check.getByTestId('letter-check')).toContainText(
      `This is the letter signed by ${candidate.name} on `,
    );
    const changed = Buffer.from(signedPdf);
    const middle = changed.length >> 1;
    changed.writeUInt8(changed.readUInt8(middle) ^ 1, middle);
    await check
      .getByLabel('Signed letter (PDF)')
      .setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
    await expect(check.getByTestId('letter-check')).toContainText(LETTER_MESSAGES.notVerified);
    await check.getByRole('button', { name: 'Close' }).click();
  });

  await test.step("another applicant cannot open this applicant's letters, in the app or through the API", async () => {
    const other = await api('applicant');
    const offerId = (await manager.get(`${HR}/offer-letter/application-details/${candidate.applicationId}`))
      .offerLetter.data.id as number;
    expect((await other.fetch('GET', `${HR}/offer-letter/${offerId}`)).status()).toBe(404);
    expect((await other.fetch('GET', `${HR}/contract-letter/${contractId}`)).status()).toBe(404);
    const stranger = await personPage(browser, baseURL as string, DESKTOP, 'applicant');
    await expect(stranger).toHaveURL(/\/offer-letter$/, LOADED);
    await stranger.goto(`/contract-letter/${contractId}`);
    await expect(stranger.getByText('This contract letter was not found.', { exact: false })).toBeVisible();
    await expect(stranger.getByText('Permanent, full time')).toHaveCount(0);
    await stranger.context().close();
  });

  await Promise.all([applicant, hr].map((p) => p.context().close()));
});

test('HR withdraws a sent offer, edits it and sends it again; the first link stops working', async ({
  page,
  loginAs,
  api,
}) => {
  // Builds its own requisition, application and sent offer through the API first.
  test.setTimeout(120_000);
  const manager = await api('manager');
  const requisition = await createRequisition(manager, { complete: true });
  const candidate = await addCandidate(manager, requisition.id);
  await moveCandidate(manager, candidate.applicationId, 'SHORTLISTED');
  await moveCandidate(manager, candidate.applicationId, 'INTERVIEW');
  const { id } = await manager.post(`${HR}/offer-letter/save`, {
    applicationId: candidate.applicationId,
    jobTitle: requisition.title,
    salary: 88000,
    startDate: day(30),
    expiryDate: day(10),
    body: 'Dear applicant, an offer of {{salary}} {{payPeriod}}.',
    documents: [],
  });
  await manager.get(`${HR}/offer-letter/send/${id}`);
  const firstLink = await emailedLink(manager, candidate.email, /\/offer-letter\?code=[\w-]+/);

  await loginAs('manager');
  await page.goto(`/appfrm/${candidate.applicationId}?tab=app-let`);
  const offer = page.getByRole('region', { name: 'Offer letter' });
  // The record's page and its letters load first (slow on a busy machine).
  await expect(offer.getByTestId('letter-status')).toHaveText('Sent', LOADED);
  // The text is rendered from the saved fields: the amount with its currency and period.
  await expect(offer.getByTestId('letter-body')).toHaveText(
    /^Dear applicant, an offer of AUD\s88,000 per year\.$/,
  );
  const pdfDownload = page.waitForEvent('download');
  await offer.getByRole('button', { name: 'Download PDF' }).click();
  expect((await pdfDownload).suggestedFilename()).toBe(`offer-letter-${id}.pdf`);
  await offer.getByRole('button', { name: 'Withdraw offer letter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw the offer letter?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(LETTER_MESSAGES.withdrawnDone)).toBeVisible();
  await expect(offer.getByTestId('letter-status')).toHaveText('Withdrawn');

  // Edited: sending waits for the save.
  const form = offer.getByRole('form', { name: 'Offer letter' });
  await form.getByLabel('Salary').fill('91000');
  await expect(offer.getByRole('button', { name: 'Send offer letter again' })).toBeDisabled();
  await form.getByRole('button', { name: 'Save offer letter' }).click();
  await expect(page.getByText(MESSAGES.successfullySavedBang)).toBeVisible();
  // The edited letter is a draft again, its next version, with a new link to send.
  await expect(offer.getByTestId('letter-status')).toHaveText('Draft');
  await expect(offer.getByTestId('letter-version')).toHaveText('Version 2');
  // It was sent before: sending asks first, saying when it last went.
  await expect(offer.getByTestId('letter-last-sent')).toContainText('Last sent');
  await offer.getByRole('button', { name: 'Send offer letter' }).click();
  const resend = page.getByRole('dialog', { name: 'Send the offer letter again?' });
  await expect(resend).toContainText('Last sent');
  await resend.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText(MESSAGES.offerLetterSent)).toBeVisible();
  await expect(offer.getByTestId('letter-status')).toHaveText('Sent');
  await expect(offer.getByTestId('letter-body')).toContainText(/AUD\s91,000 per year/);

  // Editing the sent letter: the next version, and the sent one is withdrawn.
  await offer.getByRole('button', { name: 'Edit offer letter' }).click();
  await expect(offer.getByText('Saving makes version 3')).toBeVisible();
  await form.getByLabel('Salary').fill('92000');
  await form.getByRole('button', { name: 'Save offer letter' }).click();
  await expect(offer.getByTestId('letter-version')).toHaveText('Version 3');
  await expect(offer.getByTestId('letter-status')).toHaveText('Draft');

  // The first link no longer opens the registration.
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await context.newPage();
  await visitor.goto(firstLink);
  await expect(visitor.getByText(LETTER_MESSAGES.codeInvalid)).toBeVisible();
  await context.close();
});

test('a link without a code leads to sign-in; a damaged or used one says so in words', async ({ page }) => {
  await page.goto('/offer-letter');
  await expect(page).toHaveURL(/\/login$/);
  // Cut where a mail program broke the line, or with a character the code never has.
  for (const code of ['Yq3vV0xkUu2mXn5JtQ8rLw1zH6pBc', `${'A'.repeat(42)}=`, '']) {
    await page.goto(`/offer-letter?code=${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByText(LETTER_MESSAGES.codeDamaged)).toBeVisible();
    await expect(page.getByText(/Invalid input/)).toHaveCount(0);
  }
  await page.goto(`/offer-letter?code=${'x'.repeat(43)}`);
  await expect(page.getByText(LETTER_MESSAGES.codeInvalid)).toBeVisible();
});

test('the manager sees the denied page on /offer-letter', async ({ page, loginAs }) => {
  await loginAs('manager');
  await page.goto('/offer-letter');
  await expect(page.getByText(MESSAGES.unauthorizedTitle)).toBeVisible();
  await expect(page.getByText(MESSAGES.unauthorizedText)).toBeVisible();
});

test('an employee following /offer-letter lands on the letters of their own record', async ({
  page,
  loginAs,
}) => {
  // The demo employee has an employee record: a hired applicant's old link leads to their papers.
  await loginAs('employee');
  await page.goto('/offer-letter');
  await expect(page).toHaveURL(/\/employee\/\d+#papers$/, LOADED);
  await expect(page.getByRole('heading', { name: 'Letters and documents' })).toBeVisible(LOADED);
  await expect(page.getByText(MESSAGES.unauthorizedTitle)).toHaveCount(0);
});
