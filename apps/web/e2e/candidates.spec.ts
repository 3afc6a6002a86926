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

test('a manager adds candidates to a requisition and moves them singly and in bulk', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await apiToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = `cand${Date.now()}`;

  // An open demo requisition in status IN (interviewing).
  const list = await page.request.get('/api/v1/requisitions?size=200', { headers });
  expect(list.status()).toBe(200);
  const open = (await list.json()).responseDataList.find((r: { status: string }) => r.status === 'IN');
  expect(open).toBeDefined();
  const positionId: number = open.id;

  // Two other candidates through the API; one of them is rejected, so the table will refuse to move it.
  const more: number[] = [];
  for (const name of ['second', 'third']) {
    const res = await page.request.post('/api/v1/applicant/add-candidate', {
      headers,
      data: {
        requisitionId: positionId,
        applicant: { firstName: 'Bulk', surName: `${name} ${stamp}`, email: `${stamp}-${name}@e2e.test` },
      },
    });
    expect(res.status()).toBe(200);
    more.push((await res.json()).applicationId);
  }
  const reject = await page.request.post('/api/v1/application/change-status', {
    headers,
    data: { applicationId: more[1], status: 'REJECTED' },
  });
  expect(reject.status()).toBe(200);

  await signInWithToken(page, 'manager');
  await page.goto(`/jobreq/${positionId}?tab=rec-proc&proc=job-cand`);
  const panel = page.getByRole('region', { name: 'Candidates' });
  const table = panel.getByRole('table', { name: 'Candidates' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Add a candidate with a unique email; the form checks its fields first.
  const email = `${stamp}-first@e2e.test`;
  const addCandidate = async () => {
    await panel.getByRole('button', { name: 'Add candidate' }).click();
    const form = page.getByRole('form', { name: 'Add candidate' });
    await form.getByLabel('First name').fill('Casey');
    await form.getByLabel('Surname').fill(`Candidate ${stamp}`);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Total experience (years)').fill('6');
    await form.getByLabel('Expected salary').fill('120000');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    return form;
  };
  await panel.getByRole('button', { name: 'Add candidate' }).click();
  const empty = page.getByRole('form', { name: 'Add candidate' });
  await empty.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(empty.getByText('First name is required')).toBeVisible();
  await empty.getByRole('button', { name: 'Cancel' }).click();

  await addCandidate();
  await expect(page.getByText(MESSAGES.successfullyCreated).first()).toBeVisible();
  await panel.getByLabel('Search candidates').fill(stamp);
  const first = table.getByRole('row', { name: new RegExp(email) });
  await expect(first).toBeVisible();
  await expect(first).toContainText('New');

  // The same email again: the server's message is shown as is.
  const again = await addCandidate();
  await expect(
    again.getByText(`${MESSAGES.applicationExistsPrefix} position already exists for ${email}.`),
  ).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  // NEW -> SCREENING for the one candidate.
  await first.getByRole('button', { name: /Change status of/ }).click();
  const dialog = page.getByRole('form', { name: 'Change status' });
  await dialog.getByLabel('New status').click();
  await expect(page.getByRole('option', { name: 'Hired' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Screening' }).click();
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated).first()).toBeVisible();
  await expect(first).toContainText('Screening');

  await expect(table.getByRole('row', { name: new RegExp(stamp) })).toHaveCount(3);

  // Check all three and shortlist them: two move, the rejected one is reported with why.
  await table.getByLabel('Select all rows on this page').check();
  await panel.getByRole('button', { name: 'Change status of checked (3)' }).click();
  await dialog.getByLabel('New status').click();
  await page.getByRole('option', { name: 'Shortlisted' }).click();
  await dialog.getByRole('button', { name: 'Change status' }).click();
  const summary = page.getByRole('status', { name: 'Status change summary' });
  await expect(summary).toContainText('Moved 2, not moved 1');
  await expect(summary).toContainText('REJECTED to SHORTLISTED');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row', { name: /Shortlisted/ })).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Rejected/ })).toHaveCount(1);
});
