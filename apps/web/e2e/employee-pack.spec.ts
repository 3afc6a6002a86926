import { MESSAGES, PRIVACY_MESSAGES } from '@hr/contracts';
import { expectNoSeriousA11yViolations } from './axe';
import { addCandidate, createRequisition, expect, test, uniqueName } from './fixtures';

const PDF = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);

test('a manager uploads, renames, replaces and deletes an employee-pack document', async ({
  loginAs,
  api,
}) => {
  // Five dialogs and two axe runs, on a machine shared with other runs.
  test.setTimeout(120_000);
  // One tag in both names: the list shows a page, so the test searches for its own document.
  const tag = uniqueName('Pack');
  const name = `${tag} policy`;
  const renamed = `${tag} handbook`;
  const page = await loginAs('manager');
  await page.goto('/employeePack');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Pack' })).toBeVisible();

  // Upload: the file is required; then name, description and "must be returned".
  await page.getByRole('button', { name: 'Upload document' }).click();
  const upload = page.getByRole('form', { name: 'Upload document' });
  await upload.getByLabel('Name').fill(name);
  await upload.getByLabel('Description').fill('Read before your first day');
  await upload.getByLabel('Must be returned signed').check();
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Choose a file to upload')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('file-input').setInputFiles({
    name: 'policy-v1.pdf',
    mimeType: 'application/pdf',
    buffer: PDF(name),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(MESSAGES.successfullyUploaded)).toBeVisible();
  await page.getByLabel('Search documents').fill(tag);
  const table = page.getByRole('table', { name: 'Employee pack documents' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Read before your first day');
  await expect(row).toContainText('Everyone');
  await expect(row).toContainText('policy-v1.pdf');
  await expectNoSeriousA11yViolations(page);

  // Rename.
  await row.getByRole('button', { name: `Rename or replace ${name}` }).click();
  const change = page.getByRole('form', { name: 'Rename or replace document' });
  await change.getByLabel('Name').fill(renamed);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated)).toBeVisible();
  const renamedRow = table.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  // Replace the file: the first one stays as version 1.
  await renamedRow.getByRole('button', { name: `Rename or replace ${renamed}` }).click();
  await page.getByTestId('file-input').setInputFiles({
    name: 'policy-v2.pdf',
    mimeType: 'application/pdf',
    buffer: PDF(renamed),
  });
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.successfullyReplaced)).toBeVisible();
  await expect(renamedRow).toContainText('policy-v2.pdf');
  await expect(renamedRow).toContainText('v2 (current)');
  await expect(renamedRow).toContainText('v1: policy-v1.pdf');

  // A wrong type is refused with the server's words.
  await renamedRow.getByRole('button', { name: `Rename or replace ${renamed}` }).click();
  await page.getByTestId('file-input').setInputFiles({
    name: 'program.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
  });
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file type is not accepted' }).first(),
  ).toBeVisible();
  await change.getByRole('button', { name: 'Cancel' }).click();

  // A new hire's contract lists it (it applies to everyone) with its current file.
  const manager = await api('manager');
  const { id: requisitionId } = await createRequisition(manager, { complete: true });
  const hire = await addCandidate(manager, requisitionId);
  const contract = await manager.get<{ employeeOnboardingDocuments: { name: string; mandatory: boolean }[] }>(
    `/api/hr/v1/contract-letter/application-details/${hire.applicationId}`,
  );
  expect(contract.employeeOnboardingDocuments).toContainEqual(
    expect.objectContaining({ name: renamed, mandatory: true }),
  );

  // Delete.
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  const after = await manager.get<{ employeeOnboardingDocuments: { name: string }[] }>(
    `/api/hr/v1/contract-letter/application-details/${hire.applicationId}`,
  );
  expect(after.employeeOnboardingDocuments.map((document) => document.name)).not.toContain(renamed);
});

test('a manager exports an applicant’s data and erases the applicant', async ({ loginAs, api }) => {
  const manager = await api('manager');
  const { id: requisitionId } = await createRequisition(manager, { complete: true });
  const candidate = await addCandidate(manager, requisitionId, { surName: uniqueName('Privacy') });
  const page = await loginAs('manager');
  await page.goto(`/appfrm/${candidate.applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(candidate.surName);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`applicant-${candidate.applicantId}-data.zip`);

  await page.getByRole('button', { name: 'Erase applicant' }).click();
  const erase = page.getByRole('form', { name: 'Erase applicant' });
  await erase.getByLabel("Applicant's email").fill('not-them@e2e.test');
  await erase.getByRole('button', { name: 'Erase' }).click();
  await expect(erase.getByText(PRIVACY_MESSAGES.confirmEmailMismatch).first()).toBeVisible();
  await erase.getByLabel("Applicant's email").fill(candidate.email);
  await erase.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.erased)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Erased applicant ${candidate.applicantId}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(candidate.surName);
});

test('the Privacy panel of Reference Data shows and saves the applicant retention', async ({
  loginAs,
  api,
}) => {
  // The organisation's value is shared by every test: read it and save it unchanged.
  const { retentionMonths } = await (await api('manager')).get<{ retentionMonths: number }>(
    '/api/v1/privacy/settings',
  );
  const page = await loginAs('manager');
  await page.goto('/referenceData');
  const panel = page.getByRole('region', { name: 'Privacy' });
  const input = panel.getByLabel('Keep unsuccessful applicants for (months)');
  await expect(input).toHaveValue(String(retentionMonths));
  await expectNoSeriousA11yViolations(page);
  await input.fill('-1');
  await panel.getByRole('button', { name: 'Save retention' }).click();
  await expect(panel.getByText(/greater than or equal to 0|at least 0/i)).toBeVisible();
  await input.fill(String(retentionMonths));
  await panel.getByRole('button', { name: 'Save retention' }).click();
  await expect(page.getByText(PRIVACY_MESSAGES.settingsSaved)).toBeVisible();
});
