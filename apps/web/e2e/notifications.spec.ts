import { LINK_REQUIRED_MESSAGE, MESSAGES } from '@hr/contracts';
import { expect, test } from './fixtures';

const TEMPLATE_KEY = 'INTERVIEW_INTERVIEWERS';
const TEMPLATE_NAME = 'Interview notice (interviewers)';

test('a manager edits a template with merge field chips, previews, saves and keeps it', async ({
  loginAs,
  api,
}) => {
  // Templates are shared by the whole server: put its wording back afterwards.
  const manager = await api('manager');
  const templates0: { key: string; subject: string; body: string }[] =
    await manager.get('/api/v1/email-template');
  const original = templates0.find((t) => t.key === TEMPLATE_KEY)!;
  expect(original).toBeTruthy();

  try {
    const page = await loginAs('manager');
    await page.goto('/notifications');
    await expect(page.getByTestId('topbar-title')).toHaveText('Notifications');
    const templates = page.getByRole('list', { name: 'Email templates' });
    await templates.getByRole('button', { name: new RegExp(TEMPLATE_NAME.replace(/[()]/g, '\\$&')) }).click();

    const subject = page.getByRole('textbox', { name: 'Subject' });
    const body = page.getByRole('textbox', { name: 'Body' });
    const chips = page.getByRole('group', { name: 'Insert a merge field' });
    await expect(subject).toHaveValue(original.subject);

    // A chip inserts its field where the caret is.
    await subject.fill('Panel for ');
    await chips.getByRole('button', { name: '{{applicantName}}' }).click();
    await expect(subject).toHaveValue('Panel for {{applicantName}}');
    await expect(page.getByTestId('preview-subject')).toHaveText('Panel for Jordan Lee');

    await body.fill('Dear {{interviewerName}},\nRoom: ');
    await chips.getByRole('button', { name: '{{location}}' }).click();
    await expect(body).toHaveValue('Dear {{interviewerName}},\nRoom: {{location}}');
    const preview = page.getByTestId('preview-body');
    await expect(preview).toContainText('Dear Priya Shah,');
    await expect(preview).toContainText('Room: Level 4, 200 George Street, Sydney');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.Toastify').getByText(MESSAGES.successfullySavedBang)).toBeVisible();

    await page.reload();
    await templates.getByRole('button', { name: new RegExp(TEMPLATE_NAME.replace(/[()]/g, '\\$&')) }).click();
    await expect(subject).toHaveValue('Panel for {{applicantName}}');
    await expect(body).toHaveValue('Dear {{interviewerName}},\nRoom: {{location}}');
    await expect(templates).toContainText('Last updated');

    // An unknown merge field is refused by the server, under the field and in a toast.
    await body.press('End');
    await body.pressSequentially(' {{nope}}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.Toastify').getByText('Unknown merge field {{nope}}')).toBeVisible();
    await expect(page.getByText('Unknown merge field {{nope}}', { exact: true }).first()).toBeVisible();
    await page.reload();
    await templates.getByRole('button', { name: new RegExp(TEMPLATE_NAME.replace(/[()]/g, '\\$&')) }).click();
    await expect(body).toHaveValue('Dear {{interviewerName}},\nRoom: {{location}}');
  } finally {
    await manager.post('/api/v1/email-template', {
      key: TEMPLATE_KEY,
      subject: original.subject,
      body: original.body,
    });
  }
});

test('an officer reads the templates without editing them', async ({ page, loginAs }) => {
  await loginAs('officer');
  await page.goto('/notifications');
  await page
    .getByRole('list', { name: 'Email templates' })
    .getByRole('button', { name: /^Offer letter Sent/ })
    .click();
  await expect(page.getByText('Only Recruitment Managers can change email templates.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Insert a merge field' })).toHaveCount(0);
  await expect(page.getByTestId('preview-body')).toContainText('Jordan Lee');
});

test('a template whose email is for its link cannot lose {{link}}', async ({ loginAs }) => {
  const page = await loginAs('manager');
  await page.goto('/notifications');
  await page
    .getByRole('list', { name: 'Email templates' })
    .getByRole('button', { name: /^Password reset/ })
    .click();
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.fill('Dear {{userName}}, ask HR for the address to set your password.');
  await expect(page.getByText(LINK_REQUIRED_MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(LINK_REQUIRED_MESSAGE)).toBeVisible();
  // Nothing was saved: the stored text still carries its link.
  await page.reload();
  await page
    .getByRole('list', { name: 'Email templates' })
    .getByRole('button', { name: /^Password reset/ })
    .click();
  await expect(page.getByRole('textbox', { name: 'Body' })).toHaveValue(/\{\{\s*link\s*\}\}/);
});
