// Requisitions as users meet them on a laptop (1440 x 900): status moves from the list, refused
// deletes that say why, the employee's read-only form, the list's width, page size, keyboard.
import { MESSAGES } from '@hr/contracts';
import {
  type Api,
  addCandidate,
  addNewApprover,
  createRequisition,
  emailedLink,
  expect,
  moveCandidate,
  type Requisition,
  setSelectionProcess,
  test,
  uniqueName,
} from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const V1 = '/api/v1';

/** An approved requisition: its one approver answers through the emailed link (read from the Outbox). */
async function approvedByLink(manager: Api): Promise<Requisition> {
  const requisition = await createRequisition(manager, { complete: true });
  await setSelectionProcess(manager, requisition.id);
  const email = await addNewApprover(manager, requisition.id, uniqueName('Approver'));
  await manager.post(`${V1}/approval/send_email`, { positionId: requisition.id });
  const link = await emailedLink(manager, email, /\/approval\/[\w-]{43}/);
  const token = link.slice('/approval/'.length);
  await manager.post(`${V1}/approval/change-response`, { token, response: 'APPROVED' });
  return requisition;
}

test('a requisition is closed from the list with a reason; only the allowed moves are offered', async ({
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  const requisition = await approvedByLink(manager);
  await manager.post(`${V1}/job_position/${requisition.id}/status`, { status: 'IN' });
  const page = await loginAs('manager');
  await page.goto('/jobreq');
  await page.getByLabel('Filter Id').fill(String(requisition.id));
  const row = page.getByRole('row', { name: new RegExp(requisition.title) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Change status of requisition ${requisition.id}` }).click();
  // From Interviewing: reference check, close and cancel; never the approval flow's moves.
  await expect(page.getByRole('menuitem')).toHaveText(['Move to reference check', 'Close', 'Cancel']);
  await page.getByRole('menuitem', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: `Close requisition ${requisition.id}?` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Filled by an internal transfer');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated, { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Closed', exact: true })).toBeVisible();
  // Closed is final: no more moves.
  await expect(
    row.getByRole('button', { name: `Change status of requisition ${requisition.id}` }),
  ).toHaveCount(0);
  const log = await manager.get(`${V1}/audit-log/${requisition.id}`);
  expect(log).toContainEqual(
    expect.objectContaining({ field: 'reason', newValue: 'Filled by an internal transfer' }),
  );

  // The audit log speaks in words, and names the approver who answered by link.
  await page.goto(`/jobreq/${requisition.id}?tab=req-work&work=audit-log`);
  const audit = page.getByRole('table', { name: 'Audit log entries' });
  await expect(audit.getByRole('row', { name: /Status: Interviewing -> Closed/ })).toBeVisible();
  await expect(audit.getByRole('row', { name: /Status: In review -> Approved/ })).toContainText(
    'by emailed link',
  );
});

test('a refused delete shows the server reason and the way out in the dialog', async ({ loginAs, api }) => {
  const manager = await api('manager');
  const requisition = await createRequisition(manager);
  await addCandidate(manager, requisition.id);
  const page = await loginAs('manager');
  await page.goto('/jobreq');
  await page.getByLabel('Filter Id').fill(String(requisition.id));
  await page.getByRole('button', { name: `Delete requisition ${requisition.id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete requisition?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.failed, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('has 1 application(s) and cannot be deleted');
  await expect(dialog.getByRole('alert')).toContainText('close the requisition');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an employee sees the requisition form read-only, with nothing that can answer 403', async ({
  loginAs,
  api,
}) => {
  const requisition = await createRequisition(await api('manager'), { complete: true });
  const page = await loginAs('employee');
  const refused: string[] = [];
  page.on('response', (response) => {
    if ([401, 403].includes(response.status())) refused.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`/jobreq/${requisition.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Job Requisition #${requisition.id}` }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('You can read this requisition.')).toBeVisible();
  await expect(page.getByLabel('Position title')).toHaveValue(requisition.title);
  const main = page.getByRole('main');
  for (const step of ['Job position', 'Qualification', 'Location', 'Compliance', 'Regulatory']) {
    await main.getByRole('tab', { name: step }).click();
    await expect(main.getByRole('tabpanel', { name: step })).toBeVisible();
    // Visible ones: MUI keeps hidden helper inputs (a textarea's size shadow) that no one can use.
    await expect(main.locator('input:enabled, textarea:enabled').filter({ visible: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^(Save|Add|Delete|Edit|Create)/ })).toHaveCount(0);
  }
  // Financials, the audit log and the recruitment process are not offered.
  await expect(main.getByRole('tab', { name: 'Financial' })).toHaveCount(0);
  await expect(main.getByRole('tab', { name: 'Recruitment process' })).toHaveCount(0);
  await main.getByRole('tab', { name: 'Requisition work' }).click();
  await expect(main.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Change status' })).toHaveCount(0);
  await page.goto('/jobreq');
  await expect(page.getByRole('button', { name: /Export PDF/ })).toHaveCount(0);
  // The email templates are for recruiters: the employee's menu has no Notifications and the route
  // denies it without a call.
  await page.goto('/notifications');
  await expect(page.getByText(MESSAGES.unauthorizedTitle)).toBeVisible();
  expect(refused).toEqual([]);
  await expect(page).toHaveURL('/notifications');
});

test('at 1440 x 900 the list shows status and actions without scrolling, and takes a page size of 50', async ({
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  for (let i = 0; i < 3; i++) await createRequisition(manager);
  const page = await loginAs('manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await expect(table.locator('tbody tr[data-list-row]').first()).toBeVisible({ timeout: 30_000 });
  for (const header of ['Id', 'Position', 'City', 'Priority', 'Status', 'Progress', 'Actions'])
    await expect(table.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInViewport({
      ratio: 1,
    });
  await expect(
    table
      .getByRole('row')
      .nth(2)
      .getByRole('button', { name: /^Delete requisition/ }),
  ).toBeInViewport();
  // Nothing hides under the sticky actions: the table fits its box without scrolling sideways.
  const box = table.locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  // Without a column filter the list is the plain GET with its query.
  const sent = page.waitForRequest((request) => /\/api\/v1\/requisitions\?.*size=50/.test(request.url()));
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '50' }).click();
  await sent;
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('50');
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();

  // A filter value the server would refuse is caught where it is typed; the table stays.
  await page.getByLabel('Filter Id').fill('12x');
  await expect(page.getByText('Enter a whole number')).toBeVisible();
  await expect(table.locator('tbody tr[data-list-row]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Invalid input/)).toHaveCount(0);
});

test('priority sorts by its meaning: Low, Normal, High', async ({ loginAs, api }) => {
  const manager = await api('manager');
  const tag = uniqueName('E2E Priority');
  for (const priority of ['H', 'L', 'N'])
    await createRequisition(manager, { positionTitle: `${tag} ${priority}`, priority });
  const page = await loginAs('manager');
  await page.goto('/jobreq');
  await page.getByLabel('Search').fill(tag);
  const table = page.getByRole('table', { name: 'Requisitions' });
  // The search is applied (a new search resets the sort, so sorting before it would be undone).
  await expect(page.getByText('1–3 of 3', { exact: true })).toBeVisible();
  await table.getByRole('button', { name: 'Priority' }).click();
  await expect(table.getByRole('row', { name: new RegExp(tag) })).toHaveText([/Low/, /Normal/, /High/]);
});

test('the first row is reached with the skip link and a few Tabs, and its focus shows', async ({
  loginAs,
  api,
}) => {
  await createRequisition(await api('manager'));
  const page = await loginAs('manager');
  await page.goto('/jobreq');
  const table = page.getByRole('table', { name: 'Requisitions' });
  await expect(table.locator('tbody tr[data-list-row]').first()).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the first row' })).toBeFocused();
  await page.keyboard.press('Enter');
  const first = table.locator('tbody tr[data-list-row]').first();
  await expect(first).toBeFocused();
  const outline = await first.evaluate((row) => getComputedStyle(row).outlineStyle);
  expect(outline).not.toBe('none');
  // The key column stays in view beside the focused row.
  await expect(first.getByRole('cell').nth(1)).toBeInViewport();

  // After navigation the focus is on the new page's heading, not on <body>.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Job Requisition #\d+$/ })).toBeFocused();
});

test('the wizard: Next on each step, a done mark on every saved step, and "Form complete"', async ({
  loginAs,
  api,
}) => {
  const requisition = await createRequisition(await api('manager'), { complete: true });
  const page = await loginAs('manager');
  await page.goto(`/jobreq/${requisition.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Form complete', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('Status: Draft', { exact: true })).toBeVisible();
  const steps = main.getByRole('tablist', { name: 'Job detail steps' });
  await expect(steps.getByLabel('saved')).toHaveCount(10);
  // The eleven steps fit: the last one is in view without scrolling the tabs.
  await expect(steps.getByRole('tab', { name: 'Regulatory' })).toBeInViewport({ ratio: 1 });
  await main.getByRole('button', { name: 'Next: Qualification' }).click();
  await expect(page).toHaveURL(/step=job-qual/);
  await expect(main.getByRole('tab', { name: 'Qualification' })).toHaveAttribute('aria-selected', 'true');
  await main.getByRole('button', { name: 'Next: Certification' }).click();
  await expect(page).toHaveURL(/step=job-cert/);
});

test('no candidates or interviews while the requisition waits for approval: the panel says so', async ({
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  const requisition = await createRequisition(manager, { complete: true });
  await setSelectionProcess(manager, requisition.id);
  const candidate = await addCandidate(manager, requisition.id);
  await manager.post(`${V1}/job_position/${requisition.id}/status`, { status: 'SB' });
  const refused = await manager.fetch('POST', `${V1}/applicant/add-candidate`, {
    data: {
      requisitionId: requisition.id,
      applicant: {
        firstName: 'Late',
        surName: uniqueName('Late'),
        email: `${uniqueName('late').replace(/\W+/g, '-').toLowerCase()}@e2e.test`,
      },
    },
  });
  expect(refused.status()).toBe(409);
  await moveCandidate(manager, candidate.applicationId, 'SCREENING');
  const page = await loginAs('manager');
  await page.goto(`/jobreq/${requisition.id}?tab=rec-proc&proc=job-intv`);
  await expect(
    page.getByText(/waiting for approval: candidates and interviews can be added once it is approved/),
  ).toBeVisible();

  // The interview dialog shows its errors on the inputs, not in the browser's bubbles.
  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
});
