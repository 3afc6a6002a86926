// Issue 11 items 1-4: from a signed contract to an employee record with every section, the list on
// /apponb, the status conversion modal (with a refused change) and the audited reveal of a TFN.
import {
  EMPLOYEE_MESSAGES,
  EMPLOYEE_PATHS,
  LETTER_PATHS,
  MESSAGES,
  refusedEmployeeStatusMessage,
} from '@hr/contracts';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  type Api,
  addCandidate,
  type Candidate,
  createRequisition,
  day,
  emailedCode,
  expect,
  LOADED,
  moveCandidate,
  test,
} from './fixtures';

const V1 = '/api/v1';
const HR = '/api/hr/v1';
const PASSWORD = 'Hire@2026-employee';
/** Passes the ATO check (weighted sum 253 = 11 x 23); 123456789 does not. */
const TFN = '123456782';

/** An application of this test whose contract the applicant has signed (the letters API's own journey). */
async function signedContract(manager: Api): Promise<{ candidate: Candidate; contractId: number }> {
  const requisition = await createRequisition(manager, { complete: true });
  const candidate = await addCandidate(manager, requisition.id);
  for (const status of ['SHORTLISTED', 'INTERVIEW'])
    await moveCandidate(manager, candidate.applicationId, status);
  const letter = {
    applicationId: candidate.applicationId,
    jobTitle: requisition.title,
    salary: 90000,
    startDate: day(20),
    expiryDate: day(10),
    body: 'Dear {{applicantName}}, welcome aboard.',
    documents: [],
  };
  const offer = await manager.post(`${HR}${LETTER_PATHS.offerSave}`, letter);
  await manager.get(`${HR}${LETTER_PATHS.offerSend(offer.id)}`);
  const code = await emailedCode(manager, candidate.email);
  // The applicant registers from the letter's link and is signed in by it.
  const registered = await manager.request.post(`${HR}${LETTER_PATHS.userResetPassword}`, {
    data: { code, email: candidate.email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  const asApplicant = { authorization: `Bearer ${token}` };
  const answer = { decision: 'ACCEPT', signatureName: candidate.name, consent: true };
  const accepted = await manager.request.post(`${HR}${LETTER_PATHS.offerRespond(offer.id)}`, {
    data: answer,
    headers: asApplicant,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const contract = await manager.post(`${HR}${LETTER_PATHS.contractSave}`, {
    ...letter,
    contractType: 'Permanent',
  });
  await manager.get(`${HR}${LETTER_PATHS.contractSend(contract.id)}`);
  const signed = await manager.request.post(`${HR}${LETTER_PATHS.contractRespond(contract.id)}`, {
    data: answer,
    headers: asApplicant,
  });
  expect(signed.status(), await signed.text()).toBe(200);
  return { candidate, contractId: contract.id };
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillAddress(scope: Locator, values: { line1: string; suburb: string; postcode: string }) {
  await scope.getByLabel('Street address').fill(values.line1);
  await scope.getByLabel('Suburb or town').fill(values.suburb);
  await scope.getByLabel('State', { exact: true }).fill('NSW');
  await scope.getByLabel('Postcode').fill(values.postcode);
  await scope.getByLabel('Country').fill('Australia');
}

test('an employee is made from a signed contract, completed, listed, moved and revealed', async ({
  page,
  loginAs,
  api,
}) => {
  // Seven steps, two accessibility scans of a long form, on a machine shared with other runs (at load
  // 22 the first three steps took 3 minutes).
  test.setTimeout(360_000);
  const manager = await api('manager');
  const { candidate, contractId } = await signedContract(manager);
  await loginAs('manager');
  let employeeId = 0;
  const table = page.getByRole('table', { name: 'Employees' });
  const row = table.getByRole('row').filter({ hasText: candidate.surName });

  await test.step('Create employee, from the application record', async () => {
    await page.goto(`/appfrm/${candidate.applicationId}`);
    const create = page.getByRole('link', { name: 'Create employee' });
    await expect(create).toBeVisible(LOADED);
    await create.click();
    await expect(page).toHaveURL(`/employee/new?contractId=${contractId}`);
    await page.getByRole('button', { name: 'Create employee' }).click();
    await expect(page.getByText(EMPLOYEE_MESSAGES.created)).toBeVisible();
    await expect(page).toHaveURL(/\/employee\/\d+$/);
    employeeId = Number(/\/employee\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible(LOADED);
  });

  await test.step('every section filled; a bad TFN is refused by name, and the save says so', async () => {
    const personal = section(page, 'Personal details');
    await expect(personal.getByLabel('Last name')).toHaveValue(candidate.surName);
    await personal.getByLabel('Date of birth').fill('1990-05-01');
    await personal.getByLabel('Personal phone').fill('0412 345 678');
    await personal.getByLabel('Work phone').fill('02 9000 1234');
    await fillAddress(personal.getByRole('group', { name: 'Physical address' }), {
      line1: '1 Harbour St',
      suburb: 'Sydney',
      postcode: '2000',
    });
    await personal.getByLabel('Different postal address').check();
    await fillAddress(personal.getByRole('group', { name: 'Postal address' }), {
      line1: 'PO Box 42',
      suburb: 'Parramatta',
      postcode: '2150',
    });
    for (const [name, contact] of [
      ['Emergency contact one', { name: 'Robin Lee', phone: '0400 111 222' }],
      ['Emergency contact two', { name: 'Sam Lee', phone: '0400 333 444' }],
    ] as const) {
      const s = section(page, name);
      await s.getByLabel('Contact name').fill(contact.name);
      await s.getByLabel('Relationship').fill('Sibling');
      await s.getByLabel('Contact phone').fill(contact.phone);
    }
    const fund = section(page, 'Superannuation fund');
    await fund.getByLabel('Fund name').fill('AustralianSuper');
    await fund.getByLabel('Fund USI').fill('STA0100AU');
    await fund.getByLabel('Member number').fill('M123456');
    const bank = section(page, 'Bank details');
    await bank.getByLabel('Account name').fill(candidate.name);
    await bank.getByLabel('BSB').fill('062-000');
    await bank.getByLabel('Account number').fill('12345678');
    const tax = section(page, 'Tax details');
    await tax.getByLabel('Tax file number').fill('123456789');
    await choose(page, tax, 'Residency for tax purposes', 'Australian resident for tax purposes');
    await tax.getByLabel('Claims the tax-free threshold').check();
    const disability = section(page, 'Disability');
    await disability.getByLabel('Has a disability or needs adjustments').check();
    await disability.getByLabel('Disability details').fill('Needs a sit-stand desk.');
    const licence = section(page, "Driver's licence");
    await licence.getByLabel('Licence number').fill('NSW12345');
    await choose(page, licence, 'Licence state', 'NSW');
    await choose(page, licence, 'Licence class', 'C');
    await licence.getByLabel('Issue date').fill('2020-01-10');
    await licence.getByLabel('Expiry date').fill('2030-01-10');

    // A bad TFN is refused by name, and the save says so.
    const save = page.getByRole('button', { name: 'Save employee' });
    await save.click();
    await expect(page.getByText(MESSAGES.failedFillAllFields)).toBeVisible();
    await expect(tax.getByText('Enter a valid tax file number')).toBeVisible();
    await tax.getByLabel('Tax file number').fill(TFN);
    await save.click();
    await expect(page.getByText(EMPLOYEE_MESSAGES.updated)).toBeVisible(LOADED);
  });

  await test.step('kept after a reload; the sensitive values masked', async () => {
    await page.reload();
    await expect(section(page, 'Superannuation fund').getByLabel('Fund name')).toHaveValue(
      'AustralianSuper',
      LOADED,
    );
    await expect(section(page, 'Personal details').getByLabel('Different postal address')).toBeChecked();
    await expect(
      section(page, 'Personal details')
        .getByRole('group', { name: 'Postal address' })
        .getByLabel('Suburb or town'),
    ).toHaveValue('Parramatta');
    await expect(section(page, 'Emergency contact two').getByLabel('Contact name')).toHaveValue('Sam Lee');
    await expect(section(page, 'Bank details').getByLabel('BSB')).toHaveValue('062000');
    await expect(page.getByTestId('stored-taxDetail.taxFileNumber')).toHaveText('•••••782');
    await expect(page.getByTestId('stored-bankDetail.accountNumber')).toHaveText('•••••678');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the reveal shows the TFN in place and is audited; the record's answer stays masked", async () => {
    await page.getByRole('button', { name: 'Reveal tax file number' }).click();
    await expect(page.getByTestId('stored-taxDetail.taxFileNumber')).toHaveText(TFN);
    const record = await manager.get(`${V1}${EMPLOYEE_PATHS.get(employeeId)}`);
    expect(record.data.taxDetail.taxFileNumber).toBe('•••••782');
    // The reveal is in the audit: who saw which field of whom (never the value).
    const audit = await manager.post<{
      responseDataList: { actor: string; entity: string; detail: string }[];
    }>(`${V1}/audit/criteria`, {
      page: 1,
      size: 10,
      columns: ['entityId', 'action'],
      operators: ['STR_EQUAL', 'STR_EQUAL'],
      values: [String(employeeId), 'REVEAL'],
    });
    expect(audit.responseDataList).toHaveLength(1);
    expect(audit.responseDataList[0]).toMatchObject({ entity: 'Employee' });
    expect(audit.responseDataList[0]?.detail).toContain('taxFileNumber');
    expect(JSON.stringify(audit.responseDataList)).not.toContain(TFN);
  });

  await test.step('the list, filtered to this employee', async () => {
    await page.goto('/apponb');
    await expect(page.getByRole('heading', { name: 'Employee Management', level: 1 })).toBeVisible(LOADED);
    // The filters take input once the list's first page is in (a first load).
    await expect(table.getByLabel('Filter Last name')).toBeEditable(LOADED);
    await table.getByLabel('Filter Last name').fill(candidate.surName);
    await expect(row).toHaveCount(1, LOADED);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('a status change through the conversion modal, and a refused one', async () => {
    await row.getByRole('button', { name: `Change status of ${candidate.name}` }).click();
    let dialog = page.getByRole('form', { name: 'Change employee status' });
    await expect(dialog.getByRole('radio', { name: /^On leave/ })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Active' }).check();
    await dialog.getByLabel('Reason').fill('Started work');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText(EMPLOYEE_MESSAGES.statusChanged).first()).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();

    // A refused one: the employee was terminated meanwhile, so Active -> On leave answers 409.
    await row.getByRole('button', { name: `Change status of ${candidate.name}` }).click();
    dialog = page.getByRole('form', { name: 'Change employee status' });
    await manager.post(`${V1}${EMPLOYEE_PATHS.changeStatus}`, {
      employeeId,
      status: 'TERMINATED',
      effectiveDate: day(0),
      reason: 'Left before the leave',
    });
    await dialog.getByRole('radio', { name: 'On leave' }).check();
    await dialog.getByLabel('Reason').fill('Parental leave');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog.getByText(refusedEmployeeStatusMessage('TERMINATED', 'ON_LEAVE'))).toBeVisible();
  });

  await test.step('the hired application now leads to its employee', async () => {
    await page.goto(`/appfrm/${candidate.applicationId}`);
    await expect(page.getByRole('link', { name: 'Open employee' })).toHaveAttribute(
      'href',
      `/employee/${employeeId}`,
      LOADED,
    );
  });
});

test('an employee sees their own record read-only and no other', async ({ page, loginAs, api }) => {
  // axe on the whole record takes a while on a busy machine.
  test.setTimeout(90_000);
  const manager = await api('manager');
  // The demo employee's record (the demo data links it to employee@demo.local).
  const found = await manager.get(`${V1}${EMPLOYEE_PATHS.list}`, { search: 'employee@demo.local', size: 5 });
  const own = found.responseDataList.find(
    (r: { applicantEmail: string }) => r.applicantEmail === 'employee@demo.local',
  );
  expect(own, 'the demo employee has a record').toBeTruthy();
  await loginAs('employee');
  await page.goto(`/employee/${own.employeeId}`);
  await expect(page.getByText('This is your record as HR keeps it.')).toBeVisible(LOADED);
  await expect(section(page, 'Personal details').getByLabel('First name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save employee' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/employee/${own.employeeId + 1}`);
  await expect(page.getByText(`Employee #${own.employeeId + 1} was not found.`)).toBeVisible(LOADED);
});

test('the list fits a laptop, and the list and a record fit a phone without sideways scrolling', async ({
  page,
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  const found = await manager.get(`${V1}${EMPLOYEE_PATHS.list}`, { search: 'employee@demo.local', size: 5 });
  const own = found.responseDataList[0];
  await loginAs('manager');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/apponb');
  const table = page.getByRole('table', { name: 'Employees' });
  await expect(table.getByRole('row').nth(2)).toBeVisible(LOADED);
  const box = table.locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const pageOverflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // Polled: the menu drawer folds away after the resize.
  await expect.poll(pageOverflow).toBeLessThanOrEqual(0);
  await page.goto(`/employee/${own.employeeId}`);
  await expect(page.getByRole('button', { name: 'Save employee' })).toBeVisible(LOADED);
  await expect.poll(pageOverflow).toBeLessThanOrEqual(0);
});
