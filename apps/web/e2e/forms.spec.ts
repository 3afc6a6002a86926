// Issue 31, items 2, 3 and 5 (forms): refusals say the server's sentence and show the field in
// error; uploads are refused in the browser before a byte is sent; a signed-in /login goes home;
// every new password is asked twice; the leave form sends no request the user did not choose.
import {
  APPROVAL_PATHS,
  FILE_MESSAGES,
  FILE_PATHS,
  MESSAGES,
  megabytesOf,
  PASSWORD_MISMATCH,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  type TUploadLimits,
} from '@hr/contracts';
import type { Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  addCandidate,
  createRequisition,
  expect,
  scheduleInterview,
  setSelectionProcess,
  test,
  uniqueName,
} from './fixtures';

const V1 = '/api/v1';
// The first page of a fresh server on this shared, loaded machine can take most of a minute.
const LOADED = { timeout: 60_000 };

// Pages, axe runs and 20 MB files on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

/** Every request the page sends whose URL holds `part`, from now on. */
function requestsTo(page: Page, part: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request);
  });
  return seen;
}

test('a refused approver shows the server sentence on the toast and on the email', async ({
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  const { id: positionId } = await createRequisition(manager, { complete: true });
  const email = `${uniqueName('approver').replace(/\W+/g, '-').toLowerCase()}@e2e.test`;
  await manager.post(`${V1}${APPROVAL_PATHS.createApprover}`, { name: 'Łukasz Żółć', email });

  const page = await loginAs('manager');
  await page.goto(`/jobreq/${positionId}?tab=rec-proc&proc=job-appr`);
  const panel = page.getByRole('region', { name: 'Approvals' });
  await expect(panel.getByText('No approvers yet')).toBeVisible(LOADED);
  const form = panel.getByRole('form', { name: 'Add approver' });
  await form.getByLabel('Approver').click();
  await page.getByRole('option', { name: 'New approver…' }).click();
  await form.getByLabel('Name').fill('Zoë Ðặng');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Add approver' }).click();

  // The spec's word, then why: the toast says what the server said, and the email input shows it.
  const toast = page.getByRole('alert').filter({ hasText: 'An approver with this email already exists.' });
  await expect(toast).toBeVisible();
  await expect(toast.getByText(MESSAGES.failed, { exact: true })).toBeVisible();
  await expect(form.getByText('Already an approver')).toBeVisible();
  await expect(panel.getByText('No approvers yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a file over the server limit is refused in the browser within a second, and nothing is sent', async ({
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  const limits = await manager.get<TUploadLimits>(`${V1}${FILE_PATHS.limits}`);
  const big = Buffer.alloc(20 * 1024 * 1024, 0x20);
  big.write('%PDF-1.7\n');
  expect(big.length).toBeGreaterThan(limits.maxBytes);
  const page = await loginAs('manager');
  const uploads = requestsTo(page, FILE_PATHS.upload);
  const packSaves = requestsTo(page, '/employee-onboarding');

  // The employee pack's file: the server's own limit and sentence ("... The limit is 10 MB.").
  await page.goto('/employeePack');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Pack' })).toBeVisible(LOADED);
  // The limits are read as the file input shows, so the check itself makes no call.
  const limitsRead = page.waitForResponse((response) => response.url().includes(FILE_PATHS.limits));
  await page.getByRole('button', { name: 'Upload document' }).click();
  await limitsRead;
  const pack = page.getByRole('form', { name: 'Upload document' });
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'Zoë Ðặng policy.pdf', mimeType: 'application/pdf', buffer: big });
  const packChosenAt = Date.now();
  await expect(pack.getByText(FILE_MESSAGES.tooLarge(megabytesOf(limits.maxBytes)))).toBeVisible({
    timeout: 1_000,
  });
  expect(Date.now() - packChosenAt).toBeLessThan(1_000);
  await expect(pack.getByText('No file chosen')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pack.getByRole('button', { name: 'Cancel' }).click();

  // A resume: its own, lower limit, and its types.
  const { id: positionId } = await createRequisition(manager, { complete: true });
  await page.goto(`/appfrm/new?jobPositionId=${positionId}`);
  const form = page.getByRole('form', { name: 'New application' });
  await expect(form.getByRole('button', { name: 'Choose file' })).toBeVisible(LOADED);
  const input = page.getByTestId('new-resume-input');
  // 6 MB: within the server's limit, over a resume's own (refused here, not after the upload).
  const resume = big.subarray(0, 6 * 1024 * 1024);
  expect(resume.length).toBeGreaterThan(RESUME_MAX_BYTES);
  await input.setInputFiles({ name: 'محمد-resume.pdf', mimeType: 'application/pdf', buffer: resume });
  const chosenAt = Date.now();
  const sentence = FILE_MESSAGES.tooLarge(megabytesOf(Math.min(limits.maxBytes, RESUME_MAX_BYTES)));
  await expect(form.getByText(sentence)).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - chosenAt).toBeLessThan(1_000);
  await expect(form.getByText(MESSAGES.failedToUpload)).toBeVisible();
  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(form.getByText(RESUME_MESSAGES.unsupportedType)).toBeVisible({ timeout: 1_000 });

  // Nothing was sent: no upload, no pack document.
  expect(uploads).toEqual([]);
  expect(packSaves.filter((request) => request.method() !== 'GET')).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('a save with a required field empty in a closed section opens it, focuses the field and names it', async ({
  loginAs,
  api,
}) => {
  const employee = await api('employee');
  const { employeeId } = await employee.get<{ employeeId: number | null }>(`${V1}/employee/mine`);
  expect(employeeId).not.toBeNull();
  const page = await loginAs('manager');
  const saves = requestsTo(page, '/employee/save');
  await page.goto(`/employee/${employeeId}`);
  const personal = page.getByRole('region', { name: 'Personal details', exact: true });
  const firstName = personal.getByLabel('First name');
  await expect(firstName).not.toHaveValue('', LOADED);
  await firstName.fill('');
  // The section is closed, as a user who moved on to the licence would leave it.
  const summary = page.getByRole('button', { name: 'Personal details', exact: true });
  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(firstName).toBeHidden();

  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(firstName).toBeFocused();
  const toast = page.getByRole('alert').filter({ hasText: MESSAGES.failedFillAllFields });
  await expect(toast).toContainText('Personal details › First name');
  // Refused by the form: nothing was sent, nothing changed.
  expect(saves).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('a signed-in user who opens /login lands on their page', async ({ loginAs }) => {
  const page = await loginAs('manager');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/recruitmentManager$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
});

test('a new password is asked twice: a mismatch is refused on the form and nothing is sent', async ({
  loginAs,
}) => {
  const page = await loginAs('officer');
  const changes = requestsTo(page, '/change-password');
  await page.goto('/recruitmentOfficer');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Demo@12345');
  await form.getByLabel('New password').fill('Zoë-Ðặng-2026-long');
  await form.getByLabel('Confirm password').fill('Zoë-Ðặng-2026-lonG');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(PASSWORD_MISMATCH)).toBeVisible();
  await expect(form.getByLabel('Confirm password')).toBeFocused();
  expect(changes).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('the leave form starts with no dates and sends nothing until they are chosen', async ({ loginAs }) => {
  const page = await loginAs('employee');
  const sent = requestsTo(page, '/leave/requests');
  await page.goto('/appsrn');
  await page.getByRole('button', { name: 'Request leave' }).click(LOADED);
  const form = page.getByRole('form', { name: 'Request leave' });
  await expect(form.getByLabel('First day')).toHaveValue('');
  await expect(form.getByLabel('Last day')).toHaveValue('');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByLabel('First day')).toBeFocused();
  await expect(form.getByLabel('First day')).toHaveAttribute('aria-invalid', 'true');
  // Nothing was filed (the preview is a POST under the same path: it waits for valid dates too).
  expect(sent.filter((request) => request.method() === 'POST')).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('contact details are corrected after an interview (recorded), and erasing sits in the danger zone', async ({
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  const { id: positionId } = await createRequisition(manager, { complete: true });
  await setSelectionProcess(manager, positionId);
  const candidate = await addCandidate(manager, positionId, { firstName: 'محمد' });
  await scheduleInterview(manager, candidate.applicationId);

  const page = await loginAs('manager');
  await page.goto(`/appfrm/${candidate.applicationId}`);
  const details = page.getByRole('form', { name: 'Applicant details' });
  await expect(details.getByText('The details are locked')).toBeVisible(LOADED);
  // Erase is not beside Change status any more: it is in the danger zone at the foot.
  const zone = page.getByRole('region', { name: 'Danger zone' });
  await expect(zone.getByRole('button', { name: 'Erase applicant' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase applicant' })).toHaveCount(1);

  await details.getByRole('button', { name: 'Edit contact details' }).click();
  const dialog = page.getByRole('form', { name: 'Edit contact details' });
  await dialog.getByLabel('Middle name').fill('王秀英');
  await dialog.getByLabel('Mobile').fill('0499 111 222');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('王秀英');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('Contact details corrected')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
