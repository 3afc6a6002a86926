import { MESSAGES } from '@hr/contracts';
import {
  ACCOUNTS,
  type Api,
  addCandidate,
  createRequisition,
  expect,
  LOADED,
  moveCandidate,
  requisitionInReview,
  scheduleInterview,
  test,
  uniqueName,
} from './fixtures';

const V1 = '/api/v1';

/** A staff user's id, from the interviewer list (which names every staff user who can interview). */
async function userId(api: Api, email: string): Promise<number> {
  const users = await api.get<{ id: number; email: string }[]>(`${V1}/selection_process/user`);
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`${email} is not listed`);
  return user.id;
}

/** The requisition's status, from its list row. */
async function statusOf(api: Api, id: number): Promise<string> {
  const { responseDataList } = await api.get(`${V1}/requisitions`, { search: id, size: 50 });
  return responseDataList.find((r: { id: number }) => r.id === id)?.status;
}

test('the manager lands on real figures and approves a requisition in place', async ({ loginAs, api }) => {
  // Builds its own requisition through the API first.
  test.setTimeout(90_000);
  const manager = await api('manager');
  const { id, title } = await requisitionInReview(manager);
  expect(await statusOf(manager, id)).toBe('RV');

  const page = await loginAs('manager');
  await page.goto('/recruitmentManager');
  const glance = page.getByRole('region', { name: 'At a glance' });
  await expect(glance.getByText('Waiting for your approval')).toBeVisible(LOADED);
  await expect(glance.getByText(/Time to hire \(median/)).toBeVisible();

  const waiting = page.getByRole('region', { name: 'Waiting for your approval' });
  const item = waiting.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `Approve ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Comment (optional)').fill('Approved from the dashboard.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(MESSAGES.successfullySaved).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);
  expect(await statusOf(manager, id)).toBe('RVA');
});

test("the manager's dashboard shows its figures from two API calls", async ({ loginAs }) => {
  const page = await loginAs('manager');
  // Every API call from the first load until the figures and the approvals are on screen.
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/auth/')) calls.push(pathname);
  });
  await page.goto('/recruitmentManager');
  await expect(
    page.getByRole('region', { name: 'At a glance' }).getByText('Waiting for your approval'),
  ).toBeVisible(LOADED);
  await expect(page.getByRole('list', { name: 'Requisitions by status' })).toBeVisible();
  await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0);
  // The shell's calls run beside the page's and hold nothing up: the session check every page load
  // makes and the expired-requisitions bell. Everything else is the dashboard's.
  const shell = ['/auth/session', `${V1}/job_position/expired`];
  const dashboard = calls.filter((path) => !shell.includes(path));
  expect(dashboard.sort()).toEqual([`${V1}/dashboard/manager`, `${V1}/dashboard/manager/approvals`]);
});

test("a figure's link opens its list filtered by that status", async ({ loginAs }) => {
  const page = await loginAs('manager');
  await page.goto('/recruitmentManager');
  const bars = page.getByRole('list', { name: 'Requisitions by status' });
  const link = bars.getByRole('link', { name: /^Completed: \d+$/ });
  await expect(link).toBeVisible(LOADED);
  await link.click();
  await expect(page).toHaveURL(/\/jobreq\?filter=status&value=CO$/);
  // The figure and the list's total are server-wide counts that other specs change meanwhile: the list
  // is checked for what the filter means (completed rows only), not for a number.
  const list = page.getByRole('main');
  await expect(list.getByText('No requisitions found').or(list.getByText(/^1–\d+ of \d+$/))).toBeVisible();
  const rows = list.getByRole('table', { name: 'Requisitions' }).locator('tbody tr[data-list-row]');
  await expect(rows.filter({ hasNotText: 'Completed' })).toHaveCount(0);
});

test('the officer tracks a requisition, filters, opens it and sees their interview', async ({
  loginAs,
  api,
}) => {
  // Builds its own requisition, steps, candidates and interview through the API first.
  test.setTimeout(150_000);
  const manager = await api('manager');
  const { id, title } = await createRequisition(manager, { positionTitle: uniqueName('Tracked E2E Role') });
  const officerId = await userId(manager, ACCOUNTS.officer);
  const steps = await manager.post<{ id: number; name: string }[]>(`${V1}/selection_process`, {
    positionId: id,
    steps: [
      { name: 'Phone screen', stepType: 'SCREENING' },
      { name: 'Panel interview', stepType: 'INTERVIEW' },
    ],
  });
  await manager.post(`${V1}/selection_process/create_interviewer`, {
    stepId: steps[0]!.id,
    userId: officerId,
  });
  const first = await addCandidate(manager, id);
  const second = await addCandidate(manager, id);
  await moveCandidate(manager, first.applicationId, 'SHORTLISTED');
  await scheduleInterview(manager, first.applicationId, {
    days: 2,
    stepId: steps[0]!.id,
    interviewerIds: [officerId],
  });

  const page = await loginAs('officer');
  await page.goto('/reqsch');
  await expect(page.getByRole('heading', { name: 'Recruitment Tracking', level: 1 })).toBeVisible(LOADED);
  const table = page.getByRole('table', { name: 'Open requisitions' });
  await table.getByLabel('Filter Position').fill(title);
  await expect(page).toHaveURL(/filter=positionTitle/);
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('1 scheduled');
  await row.click();

  await expect(page).toHaveURL(new RegExp(`/selreq\\?id=${id}$`));
  await expect(page.getByRole('heading', { name: `#${id} ${title}`, level: 1 })).toBeVisible();
  const candidates = page.getByRole('table', { name: 'Candidates per step' });
  await expect(candidates.getByRole('columnheader', { name: /1\. Phone screen/ })).toBeVisible();
  await expect(candidates.getByRole('columnheader', { name: /2\. Panel interview/ })).toBeVisible();
  const firstRow = candidates.getByRole('row', { name: new RegExp(first.name) });
  await expect(firstRow.getByRole('cell').nth(1)).toContainText('Scheduled');
  await expect(firstRow).toContainText('Phone screen on');
  const secondRow = candidates.getByRole('row', { name: new RegExp(second.name) });
  await expect(secondRow).toContainText('Not scheduled');
  await expect(secondRow).toContainText('Screening, by the recruiters');

  await page.goto('/recruitmentOfficer');
  const interviews = page.getByRole('list', { name: 'Upcoming interviews' });
  const mine = interviews.getByRole('listitem').filter({ hasText: first.name });
  await expect(mine).toContainText('You interview');
  await expect(mine).toContainText(title);

  // The officer interviews for this requisition: it is theirs, and the figure's list holds it. (The
  // figure counts every requisition of the officer, which other specs add to meanwhile: no number here.)
  const yours = page.getByRole('link', { name: /^Requisitions you work on: [1-9]\d*$/ });
  await yours.click();
  await expect(page).toHaveURL(/\/reqsch\?filter=mine&value=YES$/);
  // The Yours column starts hidden, and shows while its filter applies; the search keeps the filter.
  await expect(table.getByRole('columnheader', { name: 'Yours' })).toBeVisible();
  await page.getByLabel('Search').fill(title);
  await expect(table.getByRole('row').filter({ hasText: title })).toContainText('Yes');
});
