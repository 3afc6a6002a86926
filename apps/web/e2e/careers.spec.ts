// The careers site end to end: HR publishes a requisition on its screen; an anonymous visitor finds
// it on /careers by search and applies with a PDF resume (with JavaScript, and without); the emailed
// link registers them and "Your applications" says "Received"; HR sees the application as New in the
// pipeline, an interview moves it and the applicant sees "Interview"; HR closes the requisition and
// its page answers 410. axe on
// the list and a position page; their weight on the wire (gzip) stays under 60 KB.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CAREERS_FORM, CAREERS_MESSAGES, careersSlug, MESSAGES, ORGANISATION_MESSAGES } from '@hr/contracts';
import type { Browser, Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { expectNoSeriousA11yViolations } from './axe';
import {
  type Api,
  approvedRequisition,
  emailedLink,
  expect,
  type Requisition,
  scheduleInterview,
  test,
  uniqueName,
} from './fixtures';

const V1 = '/api/v1';
const PASSWORD = 'Careers-e2e-2026-Zoë';

/** Noto Sans, for names pdfkit's Helvetica cannot write ("Ł", "ặ"). */
const NOTO_SANS = (() => {
  // The package exports no package.json: up from its main file to its folder.
  let dir = dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-latin'));
  while (!existsSync(join(dir, 'fonts/NotoSans-Regular.ttf')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'fonts/NotoSans-Regular.ttf');
})();

function pdf(lines: string[], font?: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    if (font) doc.font(readFileSync(font));
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** A complete requisition approved by the demo manager (its approver), not yet on the site. */
const approvedWelder = (manager: Api): Promise<Requisition> =>
  approvedRequisition(manager, { positionTitle: uniqueName('Careers Welder') });

/** An approved requisition put on the careers site through the API. */
async function publishedRequisition(manager: Api) {
  const requisition = await approvedWelder(manager);
  await manager.put(`${V1}/job_position/${requisition.id}/publication`, {});
  return { manager, requisition };
}

/** What a visitor types; the resume is a real PDF with their name. */
async function fillApplication(visitor: Page, person: { first: string; last: string; email: string }) {
  const form = visitor.getByRole('form', { name: 'Apply for this position' });
  await form.getByLabel('First name').fill(person.first);
  await form.getByLabel('Last name').fill(person.last);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Phone').fill('+61 2 9000 1234');
  await form.getByLabel('Cover note (optional)').fill('I weld, safely and well.');
  await form.getByLabel('I have read the privacy notice and agree to it').check();
  await form.getByLabel(/^Resume/).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: await pdf([`${person.first} ${person.last}`, 'Welder, 8 years, AutoCAD']),
  });
  await form.getByRole('button', { name: 'Send application' }).click();
}

async function anonymous(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test('HR publishes, a visitor finds the position and applies, HR sees it as New, closes it: 410', async ({
  loginAs,
  api,
  browser,
  baseURL,
  request,
}) => {
  // A journey of three people across two apps: minutes on a loaded machine.
  test.setTimeout(300_000);
  const manager = await api('manager');
  const requisition = await approvedWelder(manager);
  const page = await loginAs('manager');

  await test.step('HR publishes it from the requisition screen', async () => {
    await page.goto(`/jobreq/${requisition.id}`);
    await page.getByRole('button', { name: 'Publish on careers site' }).click();
    const dialog = page.getByRole('form', { name: 'Publish on the careers site' });
    await dialog
      .getByLabel('Public description (optional)')
      .fill('Weld the frames of our new tunnel.\n\nSafety first.');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(CAREERS_MESSAGES.published).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'On the careers site' })).toBeVisible();
  });

  const path = `/careers/${requisition.id}-${careersSlug(requisition.title)}`;
  const email = `${uniqueName('visitor').replace(/\W+/g, '-').toLowerCase()}@e2e.test`;
  const { context, page: visitor } = await anonymous(browser, baseURL as string);
  const mine = () => visitor.getByRole('article', { name: requisition.title });

  await test.step('a visitor finds it by search, and the pages pass axe', async () => {
    await visitor.goto('/careers');
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Work at');
    await expectNoSeriousA11yViolations(visitor);
    await visitor.getByLabel('Search by words').fill(requisition.title);
    await visitor.getByRole('button', { name: 'Search' }).click();
    await expect(visitor.getByRole('heading', { name: '1 open position' })).toBeVisible();
    await visitor.getByRole('link', { name: requisition.title }).click();
    await expect(visitor).toHaveURL(new RegExp(`${path}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: requisition.title })).toBeVisible();
    await expect(visitor.getByText('Weld the frames of our new tunnel.')).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
  });

  await test.step('the pages are light on the wire', async () => {
    for (const url of ['/careers', path]) {
      const response = await request.get(url);
      const body = await response.body();
      let bytes = body.length;
      let gzipped = gzipSync(body).length;
      // The position page's script is part of its weight.
      const script = /<script src="([^"]+)"/.exec(body.toString())?.[1];
      if (script) {
        const scriptBody = await (await request.get(script)).body();
        bytes += scriptBody.length;
        gzipped += gzipSync(scriptBody).length;
      }
      console.info(`${url}: ${bytes} bytes, ${gzipped} bytes gzipped${script ? ' (with its script)' : ''}`);
      expect(gzipped).toBeLessThan(60 * 1024);
    }
  });

  await test.step('the visitor applies with a PDF resume', async () => {
    await fillApplication(visitor, { first: 'Zoë', last: 'Ðặng', email });
    await expect(visitor.getByRole('heading', { name: CAREERS_MESSAGES.applied })).toBeVisible();
    await expect(visitor.getByRole('status')).toContainText(email);
  });

  await test.step('HR sees the application in the pipeline as New', async () => {
    await page.goto(`/jobreq/${requisition.id}?tab=rec-proc&proc=job-cand`);
    const panel = page.getByRole('region', { name: 'Candidates' });
    const table = panel.getByRole('table', { name: 'Candidates' });
    // The screen's chunks and data load cold here: on a loaded machine that passed 10 s.
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
    // The requisition is this test's own: its one candidate is the visitor (Email starts hidden).
    const row = table.getByRole('row').filter({ hasText: 'Zoë Ðặng' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('New');
  });

  await test.step('the emailed link registers the visitor, who sees "Received"', async () => {
    await visitor.goto(await emailedLink(manager, email, /\/my-applications\?code=[\w-]+/));
    await expect(visitor.getByRole('heading', { name: 'Register to follow your applications' })).toBeVisible({
      timeout: 60_000,
    });
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByLabel('New password').fill(PASSWORD);
    await visitor.getByLabel('Confirm password').fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Set password' }).click();
    await expect(visitor.getByText(MESSAGES.passwordChanged)).toBeVisible();
    await expect(mine().getByLabel('Stage: Received')).toBeVisible();
  });

  await test.step('HR schedules an interview (the event that moves it): the applicant sees "Interview"', async () => {
    const rows = await manager.post<{ responseDataList: { id: number }[] }>(`${V1}/application/criteria`, {
      columns: ['applicantEmail'],
      operators: ['STR_EQUAL'],
      values: [email],
    });
    expect(rows.responseDataList).toHaveLength(1);
    await scheduleInterview(manager, rows.responseDataList[0]!.id);
    await visitor.reload();
    await expect(mine().getByLabel('Stage: Interview')).toBeVisible({ timeout: 60_000 });
  });

  await test.step('HR closes the requisition: its page answers 410', async () => {
    await page.goto(`/jobreq/${requisition.id}`);
    await page
      .getByRole('button', { name: `Change status of requisition ${requisition.id}` })
      .click({ timeout: 60_000 });
    await page.getByRole('menuitem', { name: 'Close' }).click();
    const dialog = page.getByRole('dialog', { name: `Close requisition ${requisition.id}?` });
    await dialog.getByLabel('Reason').fill('Filled from the careers site.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    const gone = await visitor.goto(path);
    expect(gone?.status()).toBe(410);
    await expect(visitor.getByRole('heading', { name: CAREERS_MESSAGES.gone })).toBeVisible();
  });
  await context.close();
});

test('with JavaScript, the chosen resume fills the empty fields, keeps a typed one, and sending shows progress', async ({
  api,
  page: visitor,
}) => {
  test.slow();
  const { manager, requisition } = await publishedRequisition(await api('manager'));
  await visitor.goto(`/careers/${requisition.id}-${careersSlug(requisition.title)}`);
  const form = visitor.getByRole('form', { name: 'Apply for this position' });
  const email = `${uniqueName('prefill').replace(/\W+/g, '-').toLowerCase()}@e2e.test`;
  // Typed before the resume is chosen: the resume's own address must not replace it.
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Resume/).setInputFiles({
    name: 'lukasz.pdf',
    mimeType: 'application/pdf',
    buffer: await pdf(
      ['Łukasz Żółć', 'Welder, Kraków', 'lukasz.zolc@example.pl · Mobile: +48 12 345 67 89'],
      NOTO_SANS,
    ),
  });
  await expect(form.getByText(CAREERS_FORM.messages.filledFromResume)).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel('First name')).toHaveValue('Łukasz');
  await expect(form.getByLabel('Last name')).toHaveValue('Żółć');
  await expect(form.getByLabel('Phone')).toHaveValue('+48 12 345 67 89');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expectNoSeriousA11yViolations(visitor);

  await form.getByLabel('I have read the privacy notice and agree to it').check();
  // The form's POST waits until the progress bar has been seen (no fixed wait).
  let release = () => {};
  const seen = new Promise<void>((resolve) => {
    release = resolve;
  });
  await visitor.route(`**/careers/${requisition.id}-*`, async (route) => {
    if (route.request().method() === 'POST' && !route.request().url().endsWith('/resume-fields')) await seen;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(visitor.getByRole('progressbar', { name: CAREERS_FORM.messages.uploading })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send application' })).toBeDisabled();
  release();
  await expect(visitor.getByRole('heading', { name: CAREERS_MESSAGES.applied })).toBeVisible({
    timeout: 60_000,
  });
  await expect(visitor.getByRole('status').filter({ hasText: email })).toBeVisible();
  // The answer took the page's place: the address is still the position's (no form re-sent on reload).
  await expect(visitor).toHaveURL(new RegExp(`/careers/${requisition.id}-`));
  const rows = await manager.post<{ responseDataList: { id: number }[] }>(`${V1}/application/criteria`, {
    columns: ['applicantEmail'],
    operators: ['STR_EQUAL'],
    values: [email],
  });
  expect(rows.responseDataList).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor searches and applies; a second application is refused on its field', async ({
    api,
    page: visitor,
  }) => {
    test.slow();
    const { requisition } = await publishedRequisition(await api('manager'));
    await visitor.goto('/careers');
    await visitor.getByLabel('Search by words').fill(requisition.title);
    await visitor.getByRole('button', { name: 'Search' }).click();
    await visitor.getByRole('link', { name: requisition.title }).click();
    const email = `${uniqueName('nojs').replace(/\W+/g, '-').toLowerCase()}@e2e.test`;
    const form = visitor.getByRole('form', { name: 'Apply for this position' });
    await fillApplication(visitor, { first: '王', last: '秀英', email });
    await expect(visitor.getByRole('heading', { name: CAREERS_MESSAGES.applied })).toBeVisible();
    // The same email again: the spec's sentence on the email field, and what was typed kept.
    await visitor.goto(`/careers/${requisition.id}-${careersSlug(requisition.title)}`);
    await fillApplication(visitor, { first: 'محمد', last: 'عبد الله', email });
    await expect(
      form.getByText(`Sorry, an application for this position already exists for ${email}.`),
    ).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('محمد');
  });
});

// A 2×1 PNG (its bytes checked by the server, not its name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGM4IQcEJwAHIwIJ5FiIOQAAAABJRU5ErkJggg==',
  'base64',
);

test('HR uploads a logo in Settings; the careers header shows it; an SVG is refused; removed, it is gone', async ({
  loginAs,
  browser,
  baseURL,
}) => {
  const page = await loginAs('manager');
  const panel = page.getByRole('region', { name: 'Organisation' });
  const { context, page: visitor } = await anonymous(browser, baseURL as string);
  const headerLogo = visitor.locator('header img');

  await test.step('HR uploads a PNG and sees it in the panel', async () => {
    await page.goto('/referenceData');
    await panel
      .getByLabel('Logo picture')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(ORGANISATION_MESSAGES.logoSaved).first()).toBeVisible();
    await expect(panel.getByRole('img', { name: 'The current logo' })).toBeVisible();
  });

  await test.step('the careers header shows it, named by the organisation', async () => {
    await visitor.goto('/careers');
    await expect(headerLogo).toHaveAttribute('alt', /\S/);
    const src = (await headerLogo.getAttribute('src')) as string;
    const answer = await visitor.request.get(src);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await answer.body(), PNG)).toBe(0);
  });

  await test.step('an SVG is refused before sending, with the sentence', async () => {
    await panel.getByLabel('Logo picture').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(panel.getByText(ORGANISATION_MESSAGES.logoType)).toBeVisible();
    await expect(panel.getByRole('img', { name: 'The current logo' })).toBeVisible();
  });

  await test.step('HR removes it; the panel and the careers header have none', async () => {
    await panel.getByRole('button', { name: 'Remove logo' }).click();
    await expect(panel.getByText('No logo yet.')).toBeVisible();
    await visitor.goto('/careers');
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Work at');
    await expect(headerLogo).toHaveCount(0);
  });
  await context.close();
});
