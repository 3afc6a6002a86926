// Human Resource Reports and the Audit screen, on this test's own records: a requisition with its own
// candidates narrows the funnel; a requisition deleted through the API shows on the audit list.
import { FUNNEL_STAGES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from './axe';
import { addCandidate, createRequisition, expect, LOADED, moveCandidate, test, uniqueName } from './fixtures';

test('a requisition filter narrows the funnel; its table, chart and XLSX agree', async ({ loginAs, api }) => {
  const manager = await api('manager');
  const requisition = await createRequisition(manager);
  // Three candidates: one stays NEW, one is screened, one is screened and shortlisted.
  const candidates = [];
  for (let i = 0; i < 3; i += 1) candidates.push(await addCandidate(manager, requisition.id));
  await moveCandidate(manager, candidates[1]!.applicationId, 'SCREENING');
  await moveCandidate(manager, candidates[2]!.applicationId, 'SCREENING');
  await moveCandidate(manager, candidates[2]!.applicationId, 'SHORTLISTED');
  const expected = FUNNEL_STAGES.map((_, i) => [3, 2, 1][i] ?? 0);

  const page = await loginAs('manager');
  await page.goto('/canprf');
  await expect(page.getByRole('heading', { name: 'Human Resource Reports', level: 1 })).toBeVisible(LOADED);
  const funnel = page.getByRole('region', { name: 'Hiring funnel' });
  const table = funnel.getByRole('table', { name: 'Hiring funnel table' });
  await expect(table).toBeVisible(LOADED);

  await page.getByLabel('Requisition id').fill(String(requisition.id));
  await expect(page).toHaveURL(new RegExp(`requisitionId=${requisition.id}`));
  const reached = table.locator('tbody tr td:nth-child(2)');
  await expect(reached).toHaveText(expected.map(String));

  // The chart draws the same numbers as the table.
  const bars = funnel.getByTestId('chart-bar');
  await expect(bars).toHaveCount(FUNNEL_STAGES.length);
  expect(await bars.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-value'))))).toEqual(
    expected,
  );
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await funnel.getByRole('button', { name: 'Export Hiring funnel as XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('hr-report-funnel.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const numbers: number[] = [];
  book.worksheets[0]?.eachRow((row, n) => {
    if (n > 1) numbers.push(Number(row.getCell(2).value));
  });
  expect(numbers).toEqual(expected);
});

test('the audit screen shows a requisition deletion just made', async ({ loginAs, api }) => {
  const manager = await api('manager');
  const title = uniqueName('E2E Audit doomed');
  const requisition = await createRequisition(manager, { positionTitle: title });
  await manager.delete(`/api/v1/job_position/delete/${requisition.id}`);

  const page = await loginAs('manager');
  await page.goto('/recruitmentManager');
  await page.getByRole('navigation').getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible(LOADED);
  await page.getByLabel('Search who, what or record').fill(title);
  const rows = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');
  await expect(rows).toHaveCount(1, LOADED);
  await expect(rows.first()).toContainText('DELETE');
  await expect(rows.first()).toContainText(String(requisition.id));
  await expectNoSeriousA11yViolations(page);
});
