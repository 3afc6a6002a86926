// Leave management: the demo employee (Eddie, reporting to manager@demo.local, who is HR too) requests
// leave of a type of this test's own and sees it pending; an overdraw is refused; the manager approves
// it from the emailed link; the calendar shows it; a user without HR rights is kept out of the settings.
import { LEAVE_MESSAGES, LEAVE_PATHS, MESSAGES } from '@hr/contracts';
import { expectNoSeriousA11yViolations } from './axe';
import { type Api, expect, LOADED, test, uniqueName } from './fixtures';

const HR = '/api/hr/v1';

/** A Monday in a far year of this run's own, so re-runs and other tests do not overlap it. */
function farMonday(): Date {
  const date = new Date(Date.UTC(2040 + Math.floor(Math.random() * 50), 0, 1));
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7) + 7 * Math.floor(Math.random() * 40));
  return date;
}
const iso = (date: Date, plus = 0) => new Date(date.getTime() + plus * 86_400_000).toISOString().slice(0, 10);

/** The manager's one-time link of the request email about this leave type, from the Outbox. */
async function decisionLink(manager: Api, typeName: string): Promise<string> {
  const { responseDataList } = await manager.get('/api/v1/outbox', { search: typeName, size: 5 });
  expect(responseDataList, 'the request email').toHaveLength(1);
  const email = await manager.post(`/api/v1/outbox/${responseDataList[0].id}/reveal-links`);
  const found = /\/leave-decision\/[\w-]+/.exec(email.textBody as string);
  expect(found, 'the decision link').toBeTruthy();
  return (found as RegExpExecArray)[0];
}

test('an employee requests leave, an overdraw is refused, the manager approves it from the email link and the calendar shows it', async ({
  loginAs,
  api,
}) => {
  // Six steps over four page loads, on a machine shared with other runs.
  test.setTimeout(180_000);
  const manager = await api('manager');
  const employee = await api('employee');
  const typeName = uniqueName('E2E leave');
  const type = await manager.post(`${HR}${LEAVE_PATHS.types}`, {
    name: typeName,
    kind: 'CUSTOM',
    paid: true,
    accrualDaysPerYear: 0,
    accrualFrequency: 'NONE',
  });
  const mine = await employee.get(`${HR}${LEAVE_PATHS.me}`);
  await manager.post(`${HR}${LEAVE_PATHS.adjust}`, {
    employeeId: mine.employeeId,
    leaveTypeId: type.id,
    days: 5,
    comment: 'E2E opening balance',
  });
  const monday = farMonday();

  const page = await loginAs('employee');
  const card = page
    .getByRole('list', { name: 'My leave balances' })
    .getByRole('listitem')
    .filter({ hasText: typeName });
  const form = page.getByRole('form', { name: 'Request leave' });
  const requests = page.getByRole('table', { name: 'My leave requests' });

  await test.step("the employee sees the balance of a leave type of this test's own", async () => {
    await page.goto('/appsrn');
    await expect(card).toContainText('5 days available', LOADED);
  });

  await test.step('two working days (Monday, Tuesday): the preview counts them and the balance after', async () => {
    await page.getByRole('button', { name: 'Request leave' }).click();
    await form.getByLabel('Leave type').click();
    await page.getByRole('option', { name: typeName }).click();
    await form.getByLabel('First day').fill(iso(monday));
    await form.getByLabel('Last day').fill(iso(monday, 1));
    await expect(page.getByTestId('leave-preview')).toContainText('This request counts 2 days', LOADED);
    await expect(page.getByTestId('leave-preview')).toContainText('after it 3 days');
    await form.getByLabel('Reason').fill('Family visit');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(LEAVE_MESSAGES.requestCreated)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(card).toContainText('3 days available');
    await expect(card).toContainText('2 days pending');
    await expect(requests.getByRole('row').filter({ hasText: typeName })).toContainText('Pending');
  });

  await test.step('the next week, five days: more than the three left once the pending two count, refused', async () => {
    await page.getByRole('button', { name: 'Request leave' }).click();
    await form.getByLabel('Leave type').click();
    await page.getByRole('option', { name: typeName }).click();
    await form.getByLabel('First day').fill(iso(monday, 7));
    await form.getByLabel('Last day').fill(iso(monday, 11));
    const refusal = LEAVE_MESSAGES.insufficientBalance(3, 5);
    await expect(page.getByTestId('leave-preview')).toContainText(refusal, LOADED);
    await form.getByRole('button', { name: 'Send request' }).click();
    // The server's refusal names the leave type: it shows on that input, as the preview already said.
    await expect(form.getByText(refusal)).toHaveCount(2);
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(card).toContainText('3 days available');
  });

  await test.step('the manager approves from the emailed link: public, single use', async () => {
    await page.goto(await decisionLink(manager, typeName));
    await expect(page.getByRole('heading', { name: 'Leave request' })).toBeVisible(LOADED);
    await expect(page.getByText(mine.employeeName)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Comment (optional)').fill('Enjoy it.');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toContainText(LEAVE_MESSAGES.requestApproved);
    await page.reload();
    await expect(
      page.getByText('This request has already been decided.').or(page.getByText(LEAVE_MESSAGES.linkInvalid)),
    ).toBeVisible(LOADED);
  });

  await test.step("the employee's list shows the leave approved", async () => {
    await page.goto('/appsrn');
    await expect(card).toContainText('3 days available', LOADED);
    await expect(card).toContainText('0 days pending');
    await expect(requests.getByRole('row').filter({ hasText: typeName })).toContainText('Approved');
  });

  await test.step('the team calendar of that month shows the two days as approved (in words, not by colour alone)', async () => {
    await page.goto(`/appsrn?tab=calendar&date=${iso(monday)}`);
    const calendar = page.getByRole('table', { name: /Who is away/ });
    const row = calendar.getByRole('row').filter({ hasText: mine.employeeName });
    await expect(row).toContainText(`Approved: ${typeName}`, LOADED);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a user without HR rights cannot open the leave settings or change leave types', async ({
  loginAs,
  api,
}) => {
  const employee = await api('employee');
  const refused = await employee.fetch('POST', `${HR}${LEAVE_PATHS.types}`, {
    data: {
      name: uniqueName('Not allowed'),
      kind: 'CUSTOM',
      paid: true,
      accrualDaysPerYear: 0,
      accrualFrequency: 'NONE',
    },
  });
  expect(refused.status()).toBe(403);
  const page = await loginAs('employee');
  await page.goto('/leave-settings');
  await expect(page.getByRole('heading', { name: MESSAGES.unauthorizedTitle })).toBeVisible(LOADED);
  await expect(page.getByRole('link', { name: 'Leave Settings' })).toHaveCount(0);
});

test('HR approves a request from the Approvals tab and keeps public holidays in Leave Settings', async ({
  loginAs,
  api,
}) => {
  test.setTimeout(90_000);
  const manager = await api('manager');
  const employee = await api('employee');
  const typeName = uniqueName('E2E screen leave');
  const type = await manager.post(`${HR}${LEAVE_PATHS.types}`, {
    name: typeName,
    kind: 'CUSTOM',
    paid: false,
    accrualDaysPerYear: 0,
    accrualFrequency: 'NONE',
    negativeBalanceAllowed: true,
  });
  const monday = farMonday();
  const { data: request } = await employee.post(`${HR}${LEAVE_PATHS.requests}`, {
    leaveTypeId: type.id,
    startDate: iso(monday, 2),
    endDate: iso(monday, 2),
  });

  const page = await loginAs('manager');
  await page.goto('/appsrn?tab=approvals');
  const toDecide = page.getByRole('table', { name: 'Leave requests to decide' });
  const row = toDecide.getByRole('row').filter({ hasText: typeName });
  await expect(row).toContainText('Pending', LOADED);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Approve ${request.employeeName} ${request.startDate}` }).click();
  const dialog = page.getByRole('form', { name: 'Approve leave' });
  await dialog.getByLabel('Comment (optional)').fill('Approved on screen.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(LEAVE_MESSAGES.requestApproved)).toBeVisible();
  await expect(row).toHaveCount(0);
  const all = page.getByRole('table', { name: 'All leave requests' });
  await expect(all.getByRole('row').filter({ hasText: typeName })).toContainText('Approved');

  // The calendar and the balances report open with their data.
  await page.getByRole('tab', { name: 'Team calendar' }).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await page.getByRole('tab', { name: 'Balances report' }).click();
  const report = page.getByRole('table', { name: 'Leave balances' });
  await expect(report.getByRole('row').nth(2)).toBeVisible(LOADED);
  // Filtered to this test's type: the employee took one day of it; HR adds three by adjustment.
  await page.getByLabel('Filter Leave type').click();
  await page.getByRole('option', { name: typeName }).click();
  const balance = report.getByRole('row').filter({ hasText: request.employeeName });
  await expect(balance).toHaveCount(1, LOADED);
  await expect(balance.getByRole('cell').nth(6)).toHaveText('-1');
  await balance.getByRole('button', { name: `Adjust ${typeName} of ${request.employeeName}` }).click();
  const adjust = page.getByRole('form', { name: 'Adjust leave balance' });
  await adjust.getByLabel('Days to add (negative to remove)').fill('3');
  await adjust.getByLabel('Reason').fill('E2E correction');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(LEAVE_MESSAGES.adjusted)).toBeVisible();
  await expect(balance.getByRole('cell').nth(6)).toHaveText('2');
  // HR requests a day on the employee's behalf from the same row: pending at once.
  await balance.getByRole('button', { name: `Request leave for ${request.employeeName}` }).click();
  const onBehalf = page.getByRole('form', { name: 'Request leave' });
  await expect(page.getByRole('heading', { name: `Request leave for ${request.employeeName}` })).toBeVisible(
    LOADED,
  );
  await onBehalf.getByLabel('Leave type').click();
  await page.getByRole('option', { name: typeName }).click();
  await onBehalf.getByLabel('First day').fill(iso(monday, 14));
  await onBehalf.getByLabel('Last day').fill(iso(monday, 14));
  await onBehalf.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(LEAVE_MESSAGES.requestCreated)).toBeVisible();
  await expect(balance.getByRole('cell').nth(5)).toHaveText('1');
  await expect(balance.getByRole('cell').nth(6)).toHaveText('1');

  // A national public holiday of a far year, added from Settings and listed for that year.
  const holiday = uniqueName('E2E holiday');
  const date = iso(monday, 3);
  await page.goto('/leave-settings');
  await page.getByRole('tab', { name: 'Public holidays' }).click();
  await page.getByRole('button', { name: 'Add public holiday' }).click();
  const form = page.getByRole('form', { name: 'Add public holiday' });
  await form.getByLabel('Country').click();
  await page.getByRole('option', { name: 'Australia' }).click();
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Name').fill(holiday);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(LEAVE_MESSAGES.holidayCreated)).toBeVisible();
  await page.getByLabel('Year', { exact: true }).fill(date.slice(0, 4));
  await expect(
    page.getByRole('table', { name: 'Public holidays' }).getByRole('row').filter({ hasText: holiday }),
  ).toContainText(date, LOADED);
  await expectNoSeriousA11yViolations(page);
});
