// Screening for the officer and identity by email (issue 24 items 8 and 9).
import { MESSAGES, PHONE_SHARED } from '@hr/contracts';
import { addCandidate, createRequisition, expect, test, uniqueName } from './fixtures';

const V1 = '/api/v1';

/** A mobile number no other test or run uses. */
const uniqueMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test('the officer opens an application from Applicant Tracking at /appsch/{id} and adds a review', async ({
  loginAs,
  api,
}) => {
  test.setTimeout(90_000);
  const manager = await api('manager');
  const { id: positionId } = await createRequisition(manager, { complete: true });
  const stamp = uniqueName('Screen').replace(/\W+/g, '');
  const candidate = await addCandidate(manager, positionId, { firstName: 'Zoë', surName: `Ðặng ${stamp}` });

  const page = await loginAs('officer');
  // Their dashboard's figure opens the list of applications to review.
  await page.goto('/recruitmentOfficer');
  await page.getByRole('link', { name: /^Applications to review: / }).click();
  await expect(page).toHaveURL(/\/appsch\?view=to-review/);
  await expect(page.getByTestId('to-review-view')).toBeVisible();

  await page.goto('/appsch');
  await page.getByLabel('Search applications').fill(stamp);
  const row = page.getByRole('table', { name: 'Applications' }).getByRole('row', { name: new RegExp(stamp) });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell', { name: candidate.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/appsch/${candidate.applicationId}$`));
  await expect(page.getByRole('heading', { name: `Zoë Ðặng ${stamp}` })).toBeVisible();

  // Read only: no letters, compliance, employee or erasure; the details cannot be saved.
  const tabs = page.getByRole('tablist', { name: 'Application record' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Details',
    'Resume',
    'Reviews and scores',
    'Interviews',
    'History',
  ]);
  await expect(page.getByRole('button', { name: 'Save details' })).toHaveCount(0);
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expect(page.getByRole('button', { name: /Create employee/ })).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Reviews and scores' }).click();
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByText(MESSAGES.successfullyUpdated).first()).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Reviews' });
  await expect(reviews).toContainText('Like');
  await expect(page.getByTestId('scores')).toContainText('Review score: 100');

  await tabs.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Reviewed');

  // The onboarding record stays denied to the officer.
  await page.goto(`/appfrm/${candidate.applicationId}`);
  await expect(page.getByText('Unauthorized Access!!')).toBeVisible();
});

test('a phone on another record is a question: "Keep as a new applicant" files a separate applicant', async ({
  loginAs,
  api,
}) => {
  test.setTimeout(90_000);
  const manager = await api('manager');
  const { id: firstReq } = await createRequisition(manager, { complete: true });
  const { id: secondReq } = await createRequisition(manager, { complete: true });
  const stamp = uniqueName('Phone').replace(/\W+/g, '');
  const mobile = uniqueMobile();
  const owner = {
    firstName: 'Łukasz',
    surName: `Żółć ${stamp}`,
    email: `lukasz-${stamp.toLowerCase()}@e2e.test`,
    mobile,
  };
  const first = await manager.post(`${V1}/applicant/add-candidate`, {
    requisitionId: firstReq,
    applicant: owner,
  });

  const page = await loginAs('manager');
  await page.goto(`/appfrm/new?jobPositionId=${secondReq}`);
  const form = page.getByRole('form', { name: 'New application' });
  await form.getByLabel('First name').fill('Agnieszka');
  await form.getByLabel('Surname').fill(`Żółć ${stamp}`);
  await form.getByLabel('Email').fill(`agnieszka-${stamp.toLowerCase()}@e2e.test`);
  // The same number, written another way.
  await form.getByLabel('Mobile').fill(`${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`);
  await form.getByRole('button', { name: 'Add application' }).click();

  const warning = page.getByTestId('phone-warning');
  await expect(warning).toContainText(PHONE_SHARED.message(`Łukasz Żółć ${stamp}`, owner.email));
  await expect(warning.getByRole('button', { name: PHONE_SHARED.useRecord })).toBeVisible();
  await warning.getByRole('button', { name: PHONE_SHARED.keepNew }).click();
  await expect(page.getByText(MESSAGES.successfullyCreated).first()).toBeVisible();
  await expect(page).toHaveURL(/\/appfrm\/\d+$/);
  const applicationId = Number(new URL(page.url()).pathname.split('/').pop());
  const record = await manager.get(`${V1}/application/${applicationId}`);
  expect(record.applicant.id).not.toBe(first.applicantId);
  expect(record.applicant.firstName).toBe('Agnieszka');

  // On the candidates panel, "Use that record" files the candidate under the owner of the number.
  const { id: thirdReq } = await createRequisition(manager);
  await page.goto(`/jobreq/${thirdReq}?tab=rec-proc&proc=job-cand`);
  const panel = page.getByRole('region', { name: 'Candidates' });
  await panel.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('form', { name: 'Add candidate' });
  await dialog.getByLabel('First name').fill('Ł.');
  await dialog.getByLabel('Surname').fill('Żółć');
  await dialog.getByLabel('Email').fill(`other-${stamp.toLowerCase()}@e2e.test`);
  await dialog.getByLabel('Mobile').fill(mobile);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog
    .getByTestId('phone-warning')
    .getByRole('button', { name: PHONE_SHARED.useRecord })
    .first()
    .click();
  await expect(page.getByText(MESSAGES.successfullyCreated).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const rows = await manager.post(`${V1}/applicant/criteria/${thirdReq}`, { page: 1, size: 10 });
  expect(rows.responseDataList.map((r: { applicantId: number }) => r.applicantId)).toEqual([
    first.applicantId,
  ]);
});
