import { MESSAGES } from '@hr/contracts';
import type { Locator, Page } from '@playwright/test';
import {
  addCandidate,
  createRequisition,
  day,
  expect,
  LOADED,
  scheduleInterview,
  test,
  uniqueName,
} from './fixtures';

/**
 * Opens an MUI select by its label, clicks the option `pick` finds and waits for the menu to close.
 * Retried as a whole: on a loaded machine a click can land while the menu is still opening, which
 * leaves it open and hides the rest of the page from the accessibility tree.
 */
async function choose(
  page: Page,
  label: string | RegExp,
  pick: (listbox: Locator) => Locator,
  multiple = false,
) {
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if ((await listbox.count()) === 0)
      await page.getByRole('combobox', { name: label }).click({ timeout: 5_000 });
    await pick(listbox).click({ timeout: 5_000 });
    // A multiple select stays open after a pick: Escape closes it (and does nothing to a closed one).
    if (multiple) await page.keyboard.press('Escape');
    await expect(listbox).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Picks the first real option of a select (not None / Loading). */
async function pickFirst(page: Page, label: string | RegExp, multiple = false) {
  await choose(
    page,
    label,
    (listbox) =>
      listbox
        .getByRole('option')
        .filter({ hasNotText: /^(None|Loading…)$/ })
        .first(),
    multiple,
  );
}

/**
 * Picks a demo industry that has disciplines, then its first discipline: other specs add industries
 * without any to the shared server, and one of those may sort first.
 */
async function pickIndustryWithDisciplines(page: Page) {
  await choose(page, 'Industry', (listbox) => listbox.getByRole('option', { name: 'Mining', exact: true }));
  await pickFirst(page, 'Discipline');
}

/** Opens a table step, adds one row through its dialog and waits for it in the table. */
async function addRow(
  page: Page,
  step: { tab: string; noun: string; table: string },
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
  expectedRows = 1,
) {
  // A saved step's tab carries its done mark ("Skills saved").
  await page.getByRole('tab', { name: new RegExp(`^${step.tab}( saved)?$`) }).click();
  await page.getByRole('button', { name: `Add ${step.noun}` }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('table', { name: step.table }).locator('tbody tr')).toHaveCount(expectedRows);
}

test('a manager creates a complete requisition through every step', async ({ page, loginAs, api }) => {
  test.setTimeout(150_000);
  await loginAs('manager');
  const title = uniqueName('E2E Requisition');

  let id = 0;
  await test.step('the job position step creates it and leads to the qualification step', async () => {
    await page.goto('/jobreq/new');
    // The page's first load (its code and reference lists) may be slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'New Job Requisition' })).toBeVisible(LOADED);
    // Before it exists, only the job position step can be used.
    await expect(page.getByRole('tab', { name: 'Qualification', exact: true })).toBeDisabled();
    await page.getByLabel('Position title').fill(title);
    await page.getByLabel('Job description').fill('Builds and runs the recruitment platform.');
    await page.getByLabel('Start date').fill(day(7));
    await page.getByLabel('End date').fill(day(60));
    await pickFirst(page, 'Position type');
    await pickFirst(page, 'Department');
    await pickIndustryWithDisciplines(page);
    await pickFirst(page, 'Contract type');
    await page.getByRole('button', { name: 'Create requisition' }).click();
    await expect(page.getByText(MESSAGES.successfullyCreated, { exact: true })).toBeVisible();

    // Creating leads to /jobreq/{id} on the qualification step.
    await expect(page).toHaveURL(/\/jobreq\/\d+\?tab=job-dtl-sum&step=job-qual$/);
    id = Number(/\/jobreq\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { name: `Job Requisition #${id}` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Qualification', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  await test.step('a qualification added and edited', async () => {
    await addRow(
      page,
      { tab: 'Qualification', noun: 'qualification', table: 'Qualifications' },
      async (d) => {
        await pickFirst(page, 'Qualification');
        // Spec defaults: mandatory false, weight 20.
        await expect(d.getByLabel('Weight')).toHaveValue('20');
        await expect(d.getByLabel('Mandatory')).not.toBeChecked();
      },
    );
    await expect(page.getByText(MESSAGES.successfullySaved, { exact: true }).first()).toBeVisible();

    // Editing a row.
    await page.getByRole('button', { name: 'Edit qualification' }).click();
    await page.getByRole('dialog').getByLabel('Weight').fill('35');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.successfullyUpdated, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Qualifications' })).toContainText('35');
  });

  await test.step('certification, work authorisation, designation, experience and skills rows', async () => {
    await addRow(page, { tab: 'Certification', noun: 'certification', table: 'Certifications' }, async () => {
      await pickFirst(page, 'Certification');
    });
    await addRow(
      page,
      { tab: 'Work authorisation', noun: 'work authorisation', table: 'Work authorisations' },
      async () => {
        await pickFirst(page, 'Work authorisation');
      },
    );
    await addRow(
      page,
      { tab: 'Designation', noun: 'designation', table: 'Designations and role responsibilities' },
      async () => {
        await pickFirst(page, 'Designation');
        await pickFirst(page, 'Role responsibilities', true);
      },
    );
    await addRow(page, { tab: 'Experience', noun: 'experience', table: 'Experience' }, async (d) => {
      await pickIndustryWithDisciplines(page);
      await d.getByLabel('Minimum years').fill('2');
      await d.getByLabel('Maximum years').fill('6');
    });
    await addRow(page, { tab: 'Skills', noun: 'skill', table: 'Skills' }, async () => {
      await pickFirst(page, 'Skill');
    });
    // A second skill, then deleting it.
    await addRow(
      page,
      { tab: 'Skills', noun: 'skill', table: 'Skills' },
      async () => {
        await page.getByRole('combobox', { name: 'Skill' }).click();
        await page.getByRole('listbox').getByRole('option').nth(2).click();
      },
      2,
    );
    await page.getByRole('button', { name: 'Delete skill' }).last().click();
    await expect(page.getByText(MESSAGES.deleted, { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Skills' }).locator('tbody tr')).toHaveCount(1);
  });

  await test.step('location and financial saved with their check marks', async () => {
    // Location with the spec's defaults; the step gets its check mark.
    await page.getByRole('tab', { name: /^Location/ }).click();
    await expect(page.getByLabel('Distance (km)')).toHaveValue('20');
    await expect(page.getByLabel('Remote')).not.toBeChecked();
    await page.getByRole('button', { name: 'Save location' }).click();
    await expect(page.getByRole('tab', { name: /^Location/ }).getByLabel('saved')).toBeVisible();

    await page.getByRole('tab', { name: /^Financial/ }).click();
    await page.getByLabel('Compensation from').fill('90000');
    await page.getByLabel('Compensation to').fill('110000');
    await page.getByRole('button', { name: 'Save financial' }).click();
    await expect(page.getByRole('tab', { name: /^Financial/ }).getByLabel('saved')).toBeVisible();
  });

  await test.step('a compliance document and the regulatory items', async () => {
    await addRow(
      page,
      { tab: 'Compliance', noun: 'compliance document', table: 'Compliance documents' },
      async (d) => {
        await expect(d.getByRole('combobox', { name: 'Source' })).toHaveText('Requisition');
        await d.getByLabel('Name').fill('Police check');
      },
    );

    await page.getByRole('tab', { name: 'Regulatory', exact: true }).click();
    await page.getByRole('form', { name: 'Regulatory items' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save regulatory items' }).click();
    await expect(page.getByText(MESSAGES.successfullySaved, { exact: true }).first()).toBeVisible();
  });

  await test.step('every step saved: the progress says COMPLETED, and the summary is saved', async () => {
    await page.getByRole('tab', { name: 'Requisition work' }).click();
    await expect(page).toHaveURL(/tab=req-work/);
    await expect(page.getByTestId('requisition-progress')).toHaveText('COMPLETED');
    await page.getByLabel('Summary', { exact: true }).fill('Urgent hire for the platform team.');
    await page.getByRole('button', { name: 'Save summary' }).click();
    await expect(page.getByText(MESSAGES.successfullyUpdated, { exact: true }).first()).toBeVisible();
  });

  await test.step('the audit log, kept over a reload, and the dashboard list', async () => {
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Audit log entries' });
    await expect(audit).toContainText('manager@demo.local');
    await expect(audit).toContainText('Job position added');

    // A reload keeps the tabs (they live in the URL).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');

    // The dashboard list shows it COMPLETED.
    const body: { responseDataList: { id: number; progress: string }[] } = await (await api('manager')).get(
      '/api/v1/requisitions',
      { search: title, page: 1 },
    );
    expect(body.responseDataList.find((row) => row.id === id)?.progress).toBe('COMPLETED');
  });
});

test('the job position step shows each invalid field and sends nothing', async ({ page, loginAs }) => {
  await loginAs('manager');
  await page.goto('/jobreq/new');
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/job_position')) posted = true;
  });
  const form = page.getByRole('form', { name: 'Job position' });
  await page.getByRole('button', { name: 'Create requisition' }).click();
  await expect(form.getByText('Required')).toHaveCount(5);

  // The rest filled in, but the end date before the start date.
  await page.getByLabel('Position title').fill(uniqueName('E2E Invalid'));
  await pickFirst(page, 'Position type');
  await pickFirst(page, 'Department');
  await page.getByLabel('Start date').fill(day(30));
  await page.getByLabel('End date').fill(day(10));
  await page.getByRole('button', { name: 'Create requisition' }).click();
  await expect(form).toContainText('End date must not be before the start date');
  await expect(form.getByText('Required')).toHaveCount(0);
  await expect(page).toHaveURL(/\/jobreq\/new$/);
  expect(posted).toBe(false);

  // Unknown requisitions say so, with a way back.
  await page.goto('/jobreq/99999999');
  await expect(page.getByRole('heading', { name: 'Job requisition not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the Recruitment Dashboard' }).click();
  await expect(page).toHaveURL('/jobreq');
});

test('a requisition with interviews is read-only with a notice', async ({ loginAs, api }) => {
  // A requisition of this test's own, locked by an interview of its candidate.
  const manager = await api('manager');
  const { id: lockedId } = await createRequisition(manager, { complete: true });
  await scheduleInterview(manager, (await addCandidate(manager, lockedId)).applicationId);

  const page = await loginAs('manager');
  await page.goto(`/jobreq/${lockedId}`);
  await expect(page.getByText(/This requisition is locked/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Position title')).toBeDisabled();
  await page.getByRole('tab', { name: /^Skills/ }).click();
  await expect(page.getByRole('button', { name: 'Add skill' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete skill' }).first()).toBeDisabled();
});
