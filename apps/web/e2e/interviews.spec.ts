import { MESSAGES } from '@hr/contracts';
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, signInWithToken, test } from './fixtures';

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/userLogin', {
    data: { email: ACCOUNTS.manager, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

/** 'YYYY-MM-DDTHH:mm' in the browser's zone, `days` from today at `hour`. */
function localInput(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  d.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('a manager schedules, is refused a same-day second, reschedules and gives feedback', async ({
  page,
}) => {
  const token = await apiToken(page.request);
  const auth = { authorization: `Bearer ${token}` };

  // An open (IN) demo requisition and one of its candidates without any interview.
  const list = await page.request.get('/api/v1/requisitions?size=200', { headers: auth });
  expect(list.status()).toBe(200);
  const open: { id: number }[] = (await list.json()).responseDataList.filter(
    (r: { status: string }) => r.status === 'IN',
  );
  let positionId = 0;
  let candidate: { applicationId: number; applicantName: string } | undefined;
  // From the last one, away from the candidates spec, which works on the first.
  for (const r of [...open].reverse()) {
    const [candidates, interviews] = await Promise.all([
      page.request.get(`/api/v1/interview/candidates/${r.id}`, { headers: auth }),
      page.request.get(`/api/v1/interview/requisition/${r.id}`, { headers: auth }),
    ]);
    const busy = new Set((await interviews.json()).map((i: { applicationId: number }) => i.applicationId));
    const free = (await candidates.json()).filter(
      (c: { applicationId: number; status: string }) =>
        !busy.has(c.applicationId) && ['NEW', 'SCREENING', 'SHORTLISTED'].includes(c.status),
    );
    if (free.length > 0) {
      positionId = r.id;
      candidate = free[0];
      break;
    }
  }
  if (!candidate) throw new Error('no demo candidate without an interview');
  const target = candidate;
  // A day of its own, far ahead, so reruns on the same data do not collide.
  const day = 60 + (Date.now() % 200);

  await signInWithToken(page, 'manager');
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
  await feedback.locator('label', { hasText: '4 Stars' }).click();
  await expect(feedback.getByLabel('4 Stars')).toBeChecked();
  await feedback.getByRole('combobox', { name: 'Recommendation' }).click();
  await page.getByRole('option', { name: 'Hire', exact: true }).click();
  await feedback.getByLabel('Meets the requirement').check();
  await feedback.getByLabel('Comments').fill('Clear and thorough');
  await feedback.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.successfullySaved, { exact: true })).toBeVisible();
  await expect(feedback).toBeHidden();
  await expect(moved.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});
