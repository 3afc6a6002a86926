// Issue 13, learning: HR puts a mandatory course in the catalogue for a department and assigns it;
// the employee of that department completes it with a certificate; the compliance matrix shows the
// cell completed. A completion older than the renewal cycle shows expired. Users without the rights
// are refused. Each test's courses are its own (unique titles); Eddie (employee@demo.local) is the
// demo employee, and the tests look only at their own courses' cells and rows.
import { EMPLOYEE_PATHS, LEARNING_PATHS, MESSAGES } from '@hr/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { type Api, day, expect, LOADED, test, uniqueName } from './fixtures';

const V1 = '/api/v1';
const PDF = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);

interface Eddie {
  employeeId: number;
  name: string;
  departmentId: number;
  departmentName: string;
}

/** The demo employee's record: whose department the tests' courses are mandatory for. */
async function eddie(manager: Api, employee: Api): Promise<Eddie> {
  const { employeeId } = await employee.get<{ employeeId: number }>(`${V1}${EMPLOYEE_PATHS.mine}`);
  const { data: record } = await manager.get(`${V1}${EMPLOYEE_PATHS.get(employeeId)}`);
  return {
    employeeId,
    name: `${record.personalDetails.firstName} ${record.personalDetails.lastName}`,
    departmentId: record.employment.departmentId as number,
    departmentName: record.employment.departmentName as string,
  };
}

/** A second person's browser, signed in with their token before the app loads. */
async function pageAs(browser: Browser, baseURL: string, api: Api): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((token) => window.localStorage.setItem('token', token), api.token);
  return context.newPage();
}

/** Picks an option of a select; a multiple select's menu stays open until Escape. */
async function choose(page: Page, scope: Locator, label: string, option: string, multiple = false) {
  // By role: a required select's label reads "Course *", so a label match would find nothing.
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if (multiple) await page.keyboard.press('Escape');
}

/** The matrix cell of `course` in `employee`'s row, found by the column's header. */
async function matrixCell(page: Page, employee: string, course: string) {
  const table = page.getByRole('table', { name: 'Compliance matrix' });
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.indexOf(course);
  expect(column, `the matrix has a column for ${course}`).toBeGreaterThan(0);
  return table
    .getByRole('row')
    .filter({ hasText: employee })
    .first()
    .getByRole('cell')
    .nth(column - 1);
}

test('HR assigns a mandatory course to a department; the employee completes it and the matrix turns green', async ({
  browser,
  baseURL,
  loginAs,
  api,
}) => {
  // Four steps in two browsers, four accessibility scans, on a machine shared with other runs.
  test.setTimeout(240_000);
  const manager = await api('manager');
  const employee = await api('employee');
  const person = await eddie(manager, employee);
  const course = uniqueName('E2E Fire safety');

  const hr = await loginAs('manager');

  await test.step("HR adds the course, mandatory for Eddie's department", async () => {
    await hr.goto('/reqsum/courses');
    await expect(hr.getByRole('heading', { level: 1, name: 'Learning Management' })).toBeVisible(LOADED);
    await hr.getByRole('button', { name: 'Add course' }).click();
    const add = hr.getByRole('form', { name: 'Add course' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Enter the course title')).toBeVisible();
    await add.getByLabel('Title').fill(course);
    await add.getByLabel('Provider').fill('E2E Safety Institute');
    await add.getByLabel('Duration (hours)').fill('2');
    await add.getByLabel('Mandatory', { exact: true }).check();
    await choose(hr, add, 'Mandatory for departments', person.departmentName, true);
    await expectNoSeriousA11yViolations(hr);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(hr.getByText(MESSAGES.successfullySaved).first()).toBeVisible();
    await hr.getByLabel('Search courses').fill(course);
    await expect(
      hr.getByRole('table', { name: 'Courses' }).getByRole('row').filter({ hasText: course }),
    ).toContainText(person.departmentName);
  });

  await test.step('HR assigns it to the department with a due date', async () => {
    await hr.getByRole('tab', { name: 'Assignments' }).click();
    await hr.getByRole('button', { name: 'Assign course' }).click();
    const assign = hr.getByRole('form', { name: 'Assign course' });
    await choose(hr, assign, 'Course', course);
    await assign.getByLabel('Due date').fill(day(14));
    await choose(hr, assign, 'Departments', person.departmentName, true);
    await assign.getByRole('button', { name: 'Assign' }).click();
    await expect(assign).toHaveCount(0);
    await hr.getByLabel('Search employee or course').fill(course);
    const assignment = hr
      .getByRole('table', { name: 'Assignments' })
      .getByRole('row')
      .filter({ hasText: person.name })
      .filter({ hasText: course });
    await expect(assignment).toContainText('Not started', LOADED);
    await expectNoSeriousA11yViolations(hr);
  });

  await test.step('the employee sees it in My learning, starts it and completes it with a certificate', async () => {
    const own = await pageAs(browser, baseURL as string, employee);
    await own.goto('/reqsum');
    await expect(own).toHaveURL(/\/reqsum\/mine$/);
    const mine = own.getByRole('table', { name: 'My learning' }).getByRole('row').filter({ hasText: course });
    await expect(mine).toContainText('Not started', LOADED);
    // Starting it says so, and the start button goes.
    await mine.getByRole('button', { name: `Start ${course}` }).click();
    await expect(mine).toContainText('In progress');
    await expect(mine.getByRole('button', { name: `Start ${course}` })).toHaveCount(0);
    await mine.getByRole('button', { name: `Mark complete ${course}` }).click();
    const complete = own.getByRole('form', { name: 'Record completion' });
    await complete.getByLabel('Score (%)').fill('92');
    await own.getByTestId('certificate-input').setInputFiles({
      name: 'fire-safety-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: PDF(course),
    });
    await expect(complete.getByText('fire-safety-certificate.pdf', { exact: true })).toBeVisible();
    await complete.getByRole('button', { name: 'Mark complete' }).click();
    await expect(own.getByText(MESSAGES.successfullySaved).first()).toBeVisible();
    await expect(mine).toContainText('Completed');
    await expect(mine).toContainText('92%');
    await expect(mine).toContainText('fire-safety-certificate.pdf');
    await expectNoSeriousA11yViolations(own);
    // The employee has no assignments screen or matrix.
    await expect(own.getByRole('tab', { name: 'Assignments' })).toHaveCount(0);
    await own.context().close();
  });

  await test.step('the matrix shows the cell completed (green, with its words and icon)', async () => {
    await hr.getByRole('tab', { name: 'Compliance' }).click();
    await choose(hr, hr.locator('main'), 'Department', person.departmentName);
    await hr.getByLabel('Search employees').fill(person.name);
    await expect(
      hr.getByRole('table', { name: 'Compliance matrix' }).getByRole('row').filter({ hasText: person.name }),
    ).toBeVisible(LOADED);
    const cell = await matrixCell(hr, person.name, course);
    await expect(cell).toContainText('Completed');
    await expect(cell.locator('.MuiChip-colorSuccess')).toBeVisible();
    await expectNoSeriousA11yViolations(hr);
  });
});

test('a completion older than the renewal cycle shows expired (red) in the matrix', async ({
  loginAs,
  api,
}) => {
  const manager = await api('manager');
  const person = await eddie(manager, await api('employee'));
  const course = uniqueName('E2E First aid');
  // Through the API: a 12-month certification for Eddie's department, completed two years ago.
  await manager.post(`${V1}${LEARNING_PATHS.courses}`, {
    title: course,
    delivery: 'CLASSROOM',
    mandatory: true,
    departmentIds: [person.departmentId],
    renewalMonths: 12,
  });
  const courses = await manager.get(`${V1}${LEARNING_PATHS.courses}`, { search: course, page: 1, size: 5 });
  const courseId = courses.responseDataList[0].id as number;
  await manager.post(`${V1}${LEARNING_PATHS.assign}`, {
    courseId,
    dueDate: day(-800),
    employeeIds: [person.employeeId],
  });
  const assignments = await manager.post(`${V1}${LEARNING_PATHS.assignmentsCriteria}`, {
    page: 1,
    size: 5,
    columns: ['courseId'],
    operators: ['NUM_EQUAL'],
    values: [String(courseId)],
  });
  const assignmentId = assignments.responseDataList[0].id as number;
  await manager.post(`${V1}${LEARNING_PATHS.complete(assignmentId)}`, { completedOn: day(-730) });

  const hr = await loginAs('manager');
  await hr.goto('/reqsum/compliance');
  await choose(hr, hr.locator('main'), 'Status', 'Expired');
  await hr.getByLabel('Search employees').fill(person.name);
  await expect(
    hr.getByRole('table', { name: 'Compliance matrix' }).getByRole('row').filter({ hasText: person.name }),
  ).toBeVisible(LOADED);
  const cell = await matrixCell(hr, person.name, course);
  await expect(cell).toContainText('Expired');
  await expect(cell.locator('.MuiChip-colorError')).toBeVisible();
});

test('learning is refused to the applicant, and HR screens to an employee', async ({
  page,
  loginAs,
  api,
}) => {
  await loginAs('applicant');
  await page.goto('/reqsum');
  await expect(page.getByText(MESSAGES.unauthorizedTitle)).toBeVisible();
  await expect(page.getByText(MESSAGES.unauthorizedText)).toBeVisible();

  // The API refuses the employee HR's calls, whatever the screens show.
  const employee = await api('employee');
  const list = await employee.fetch('POST', `${V1}${LEARNING_PATHS.assignmentsCriteria}`, {
    data: { page: 1, size: 5, columns: [], operators: [], values: [] },
  });
  expect(list.status()).toBe(403);
  const create = await employee.fetch('POST', `${V1}${LEARNING_PATHS.courses}`, {
    data: { title: uniqueName('E2E Not mine'), delivery: 'ONLINE' },
  });
  expect(create.status()).toBe(403);
});

test('an employee opening the assignments screen sees the denied page', async ({ browser, baseURL, api }) => {
  const own = await pageAs(browser, baseURL as string, await api('employee'));
  await own.goto('/reqsum/assignments');
  await expect(own.getByText(MESSAGES.unauthorizedTitle)).toBeVisible();
  await own.context().close();
});
