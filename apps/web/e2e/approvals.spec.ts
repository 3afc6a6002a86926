import { MESSAGES } from '@hr/contracts';
import {
  type Api,
  applySelectionTemplate,
  createRequisition,
  expect,
  LOADED,
  test,
  uniqueName,
} from './fixtures';

/** Status and progress of a requisition, as its list row shows them. */
async function requisition(api: Api, id: number): Promise<{ status: string; progress: string }> {
  const { responseDataList } = await api.get('/api/v1/requisitions', { search: id, size: 50 });
  const row = responseDataList.find((r: { id: number }) => r.id === id);
  if (!row) throw new Error(`requisition ${id} not listed`);
  return row;
}

test('a manager sends a requisition for approval once its selection process is set, and the approver approves it from the emailed link', async ({
  loginAs,
  api,
}) => {
  // Five steps through four pages, on a machine shared with other runs.
  test.setTimeout(180_000);
  const manager = await api('manager');
  // A complete draft of this test's own.
  const { id: positionId } = await createRequisition(manager, { complete: true });
  expect(await requisition(manager, positionId)).toMatchObject({ status: 'DR', progress: 'COMPLETED' });

  const page = await loginAs('manager');
  await page.goto(`/jobreq/${positionId}?tab=rec-proc&proc=job-appr`);
  const panel = page.getByRole('region', { name: 'Approvals' });
  await expect(panel.getByText('No approvers yet')).toBeVisible(LOADED);

  const email = `${uniqueName('approver').replace(/\W+/g, '-')}@e2e.test`;
  const send = panel.getByRole('button', { name: 'Send for approval' });

  await test.step('a new approver with a unique email is created and added from the panel', async () => {
    const form = panel.getByRole('form', { name: 'Add approver' });
    await form.getByLabel('Approver').click();
    await page.getByRole('option', { name: 'New approver…' }).click();
    await form.getByLabel('Name').fill('Erin E2E Approver');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Add approver' }).click();
    await expect(page.getByText(MESSAGES.successfullySaved).first()).toBeVisible();
    const approvers = panel.getByRole('table', { name: 'Approvers' });
    await expect(approvers.getByRole('row', { name: /Erin E2E Approver/ })).toContainText('Pending');
  });

  await test.step('sending waits for the selection process, and says so; a template sets it', async () => {
    // Every form step is saved, but no selection process.
    await expect(panel.getByTestId('approval-needs')).toContainText(
      'Sending for approval needs: Selection process.',
    );
    await expect(send).toBeDisabled();
    const processTab = page.getByRole('tab', { name: 'Selection process' });
    await expect(processTab.getByLabel('saved')).toHaveCount(0);
    await applySelectionTemplate(page, 'Standard');
    await expect(processTab.getByLabel('saved')).toBeVisible();
    await page.getByRole('tab', { name: 'Approvals' }).click();
    await expect(panel.getByTestId('approval-needs')).toHaveCount(0);
  });

  await test.step('the request goes out; the Outbox holds it and its masked link', async () => {
    await send.click();
    await expect(page.getByText(MESSAGES.messageSent)).toBeVisible();
    expect((await requisition(manager, positionId)).status).toBe('RV');

    // The Outbox holds the email and says its links are live; its link opens the public approval page.
    await page.goto('/outbox');
    await expect(page.getByTestId('outbox-captured')).toContainText('one-time links are live');
    await page.getByLabel('Search recipient or subject').fill(email);
    const emails = page.getByRole('table', { name: 'Emails' });
    await expect(emails.getByRole('row')).toHaveCount(2);
    await expect(emails.getByRole('row').nth(1)).toContainText('Approval request');
    await emails.getByRole('row').nth(1).click();
    // A captured email's one-time link is masked until revealed (an audited act).
    await expect(page.getByTestId('email-body').getByRole('link', { name: /\/approval\// })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reveal link' }).click();
    const link = page.getByTestId('email-body').getByRole('link', { name: /\/approval\// });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/approval\/[\w-]{43}$/);
  });

  await test.step('the approver approves from the link, once', async () => {
    await expect(page.getByRole('heading', { name: 'Job requisition approval' })).toBeVisible();
    await expect(page.getByText(`#${positionId}`)).toBeVisible();
    await expect(page.getByText('In review')).toBeVisible();
    await page.getByLabel('Comment (optional)').fill('Approved from the e2e run.');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toContainText('Your response (approved) has been recorded');
    await expect(page.getByRole('status')).toContainText('Approved');

    expect((await requisition(manager, positionId)).status).toBe('RVA');
    // The link was single use.
    await page.reload();
    await expect(page.getByText('This approval link is not valid or has already been used.')).toBeVisible();
  });

  await test.step('the form shows the answer and the comment', async () => {
    await page.goto(`/jobreq/${positionId}?tab=rec-proc&proc=job-appr`);
    const row = page
      .getByRole('table', { name: 'Approvers' })
      .getByRole('row', { name: /Erin E2E Approver/ });
    await expect(row).toContainText('Approved');
    await expect(row).toContainText('Approved from the e2e run.');
  });
});

test('a manager sets the selection process of a requisition from a template and assigns an interviewer', async ({
  loginAs,
  api,
}) => {
  test.setTimeout(120_000);
  const { id: positionId } = await createRequisition(await api('manager'), { complete: true });

  const page = await loginAs('manager');
  await page.goto(`/jobreq/${positionId}?tab=rec-proc&proc=job-post`);
  await expect(page.getByRole('region', { name: 'Selection process' })).toBeVisible(LOADED);
  const panel = await applySelectionTemplate(page, 'Graduate');
  await expect(page.getByText(MESSAGES.successfullySaved).first()).toBeVisible();
  const steps = panel.getByRole('list', { name: 'Selection steps' });
  const first = steps.getByRole('listitem').first();
  await expect(first).toContainText('1.');

  await panel.getByLabel('New step').fill('Final chat');
  await panel.getByRole('button', { name: 'Add step' }).click();
  const added = steps.getByRole('listitem', { name: 'Final chat' });
  await expect(added).toBeVisible();
  await added.getByLabel('Interviewer').click();
  await page.getByRole('option', { name: 'Morgan Manager' }).click();
  await added.getByRole('button', { name: 'Assign' }).click();
  await expect(added.getByText('Morgan Manager')).toBeVisible();

  await added.getByRole('button', { name: 'Remove step Final chat' }).click();
  await expect(steps.getByRole('listitem', { name: 'Final chat' })).toHaveCount(0);
});
