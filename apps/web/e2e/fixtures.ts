// What the end-to-end specs share: signing in (through the form when the sign-in is under test,
// otherwise `loginAs` with a token put where the app keeps it), `api(role)` for calls with that
// role's token, and factories that make each test its own uniquely named records, so the specs
// can run in parallel on one server without touching each other's rows.
import {
  addDays,
  DEFAULT_TIME_ZONE,
  instantOfWallClock,
  localTimeZone,
  MESSAGES,
  timeForViewer,
  todayIn,
  zonedShort,
} from '@hr/contracts';
import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { completeRequisitionSteps } from '../../api/test/requisition-steps';

export const DEMO_PASSWORD = 'Demo@12345';
export const ACCOUNTS = {
  manager: 'manager@demo.local',
  officer: 'officer@demo.local',
  employee: 'employee@demo.local',
  applicant: 'applicant@demo.local',
} as const;
export type Account = keyof typeof ACCOUNTS;

const V1 = '/api/v1';

export async function signInThroughForm(page: Page, account: Account, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS[account]);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface Session {
  token: string;
  userName: string;
}

// One sign-in per account and worker: the server hashes the password on every sign-in, and
// the tokens stay valid for the whole run.
const sessions = new Map<Account, Promise<Session>>();

function session(baseURL: string, account: Account): Promise<Session> {
  let found = sessions.get(account);
  if (!found) {
    found = (async () => {
      const context = await playwrightRequest.newContext({ baseURL });
      try {
        const response = await context.post('/auth/userLogin', {
          data: { email: ACCOUNTS[account], password: DEMO_PASSWORD },
        });
        expect(response.status(), `sign-in of ${account}`).toBe(200);
        return (await response.json()) as Session;
      } finally {
        await context.dispose();
      }
    })();
    found.catch(() => sessions.delete(account));
    sessions.set(account, found);
  }
  return found;
}

type Json = Record<string, unknown> | unknown[];

/** Calls with one account's bearer token; the JSON helpers fail the test on an answer that is not 2xx. */
export class Api {
  constructor(
    readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  /** The raw answer, for a test that asserts on its status. */
  fetch(
    method: string,
    path: string,
    options: { data?: unknown; params?: Record<string, string | number> } = {},
  ) {
    return this.request.fetch(path, { method, data: options.data, params: options.params });
  }

  // biome-ignore lint/suspicious/noExplicitAny: specs read answers as loose JSON
  async get<T = any>(path: string, params?: Record<string, string | number>): Promise<T> {
    return json<T>(await this.fetch('GET', path, { params }), 'GET', path);
  }

  // biome-ignore lint/suspicious/noExplicitAny: specs read answers as loose JSON
  async post<T = any>(path: string, data?: Json): Promise<T> {
    return json<T>(await this.fetch('POST', path, { data }), 'POST', path);
  }

  // biome-ignore lint/suspicious/noExplicitAny: specs read answers as loose JSON
  async put<T = any>(path: string, data?: Json): Promise<T> {
    return json<T>(await this.fetch('PUT', path, { data }), 'PUT', path);
  }

  // biome-ignore lint/suspicious/noExplicitAny: specs read answers as loose JSON
  async delete<T = any>(path: string): Promise<T> {
    return json<T>(await this.fetch('DELETE', path), 'DELETE', path);
  }
}

async function json<T>(response: APIResponse, method: string, path: string): Promise<T> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Fixtures {
  /** The test's page, signed in as the demo account of `role` (the token is in place before the app loads). */
  loginAs(role: Account): Promise<Page>;
  /** A client with the bearer token of the demo account of `role`. */
  api(role: Account): Promise<Api>;
}

export const test = base.extend<Fixtures>({
  loginAs: async ({ page, baseURL }, use) => {
    await use(async (role) => {
      const { token, userName } = await session(baseURL as string, role);
      // Only on the first load: signing out in the test must stick across reloads.
      await page.addInitScript(
        ([t, u]) => {
          if (!window.sessionStorage.getItem('e2e-signed-in')) {
            window.localStorage.setItem('token', t);
            window.localStorage.setItem('userName', u);
            window.sessionStorage.setItem('e2e-signed-in', '1');
          }
        },
        [token, userName] as const,
      );
      return page;
    });
  },
  api: async ({ baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (role) => {
      const { token } = await session(baseURL as string, role);
      const context = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { authorization: `Bearer ${token}` },
      });
      contexts.push(context);
      return new Api(context, token);
    });
    await Promise.all(contexts.map((context) => context.dispose()));
  },
});
export { expect };

/**
 * The wait for a page's first load, the one wait that is long: on a machine shared with other runs
 * (load 20 on 2 cores) the app's first chunks and first answers can take this long. Waits after it are
 * the config's expect timeout.
 */
export const LOADED = { timeout: 60_000 };

// ------------------------------------------------------------------ factories

let counter = 0;

/** A name no other test, worker or run uses: the prefix, the worker, a counter and a random part. */
export function uniqueName(prefix: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 6);
  return `${prefix} w${test.info().workerIndex}-${counter}-${random}`;
}

/**
 * 'YYYY-MM-DDTHH:mm' on the organisation's clock (the demo's zone, Australia/Sydney), `days` from its
 * today at `hour`: what a recruiter types in the interview dialog, whatever the browser's zone.
 */
export function localInput(days: number, hour: number): string {
  return `${day(days)}T${String(hour).padStart(2, '0')}:00`;
}

/**
 * How the app shows the instant a `localInput` value names: in the organisation's zone, with the
 * browser's own time beside it when it differs ('27 Dec 2026, 10:00 AEDT (23:00 your time)').
 */
export function shownAt(local: string): string {
  const at = instantOfWallClock(local, DEFAULT_TIME_ZONE)!;
  const day = zonedShort(at, DEFAULT_TIME_ZONE).replace(/, [^,]*$/, '');
  return `${day}, ${timeForViewer(at, DEFAULT_TIME_ZONE, localTimeZone())}`;
}

/**
 * 'YYYY-MM-DD', `offset` days from the organisation's today (the demo's zone, Australia/Sydney): what
 * the app calls today, not UTC's day, which is yesterday there until 13:00 or 14:00 UTC.
 */
export const day = (offset: number) => addDays(todayIn(DEFAULT_TIME_ZONE), offset);

interface Named {
  id: number;
  name: string;
}

/** The reference rows a complete requisition names: the first of each kind in the demo data (read only). */
interface Reference {
  positionType: number;
  department: number;
  industry: number;
  qualification: number;
  certification: number;
  workAuth: number;
  designation: number;
  responsibilities: number[];
  skill: number;
  country: number;
  city: number;
}

let reference: Promise<Reference> | undefined;

async function referenceRows(api: Api): Promise<Reference> {
  reference ??= (async () => {
    const first = async (path: string) => {
      const rows = await api.get<Named[]>(`${V1}${path}`);
      if (!rows[0]) throw new Error(`no reference rows at ${path}`);
      return rows[0].id;
    };
    const [positionType, department, industry, qualification, certification, workAuth, skill] =
      await Promise.all(
        [
          '/ref/position_type',
          '/ref/departments',
          '/ref/industry',
          '/ref/job_qualification',
          '/ref/certification_ref',
          '/ref/work_auth',
          '/ref/job_skill',
        ].map(first),
      );
    const designation = await first('/ref/job_designation');
    const responsibilities = (await api.get<Named[]>(`${V1}/ref/job_role_res/${designation}`)).map(
      (r) => r.id,
    );
    const country = await first('/ref/countries');
    const city = await first(`/ref/cities/${country}`);
    return {
      positionType: positionType!,
      department: department!,
      industry: industry!,
      qualification: qualification!,
      certification: certification!,
      workAuth: workAuth!,
      designation,
      responsibilities: responsibilities.slice(0, 2),
      skill: skill!,
      country,
      city,
    };
  })();
  reference.catch(() => {
    reference = undefined;
  });
  return reference;
}

export interface Requisition {
  id: number;
  title: string;
}

/**
 * A draft requisition of this test with a unique title (or `positionTitle` from `overrides`);
 * `complete` saves every form step too, so its progress is COMPLETED.
 */
export async function createRequisition(
  api: Api,
  overrides: Record<string, unknown> & { complete?: boolean } = {},
): Promise<Requisition> {
  const { complete = false, ...fields } = overrides;
  const ref = await referenceRows(api);
  const body = {
    positionTitle: uniqueName('E2E Requisition'),
    jobDescription: 'Made by an end-to-end test.',
    startDate: day(7),
    endDate: day(60),
    positionTypeId: ref.positionType,
    departmentId: ref.department,
    ...fields,
  };
  const { id } = await api.post<{ id: number }>(`${V1}/job_position`, body);
  if (complete) {
    for (const [path, data] of completeRequisitionSteps(id, ref))
      await api.post(`${V1}${path}`, data as Json);
  }
  return { id, title: body.positionTitle as string };
}

/** The demo manager's approver record (made once if missing): they answer approvals in the app. */
export async function managerApproverId(manager: Api): Promise<number> {
  const users = await manager.get<{ id: number; email: string }[]>(`${V1}/selection_process/user`);
  const managerId = users.find((u) => u.email === ACCOUNTS.manager)!.id;
  const approvers = await manager.get<{ id: number; userId: number | null }[]>(`${V1}/approval/approver`);
  const mine = approvers.find((a) => a.userId === managerId);
  if (mine) return mine.id;
  const made = await manager.post<{ id: number }>(`${V1}/approval/create_approver`, {
    name: 'Demo Manager',
    email: `${uniqueName('manager-approver').replace(/\W+/g, '-').toLowerCase()}@e2e.test`,
    userId: managerId,
  });
  return made.id;
}

/**
 * A complete requisition with a selection process, sent for approval to the demo manager alone
 * (status In review); `approvalId` answers it.
 */
export async function requisitionInReview(
  manager: Api,
  overrides: Record<string, unknown> = {},
): Promise<Requisition & { approvalId: number }> {
  const requisition = await createRequisition(manager, { ...overrides, complete: true });
  await setSelectionProcess(manager, requisition.id);
  const approval = await manager.post<{ id: number }>(`${V1}/approval/add_approver`, {
    positionId: requisition.id,
    approverId: await managerApproverId(manager),
  });
  await manager.post(`${V1}/approval/send_email`, { positionId: requisition.id });
  return { ...requisition, approvalId: approval.id };
}

/** As `requisitionInReview`, approved by the demo manager in the app (status Approved). */
export async function approvedRequisition(
  manager: Api,
  overrides: Record<string, unknown> = {},
): Promise<Requisition> {
  const { approvalId, ...requisition } = await requisitionInReview(manager, overrides);
  await manager.post(`${V1}/approval/change-response`, { approvalId, response: 'APPROVED' });
  return requisition;
}

export interface Candidate {
  applicationId: number;
  applicantId: number;
  firstName: string;
  surName: string;
  /** First name and surname, as lists show them. */
  name: string;
  email: string;
}

/** A new applicant with a unique surname and email, added to the requisition (status NEW). */
export async function addCandidate(
  api: Api,
  requisitionId: number,
  applicant: { firstName?: string; surName?: string; email?: string } = {},
): Promise<Candidate> {
  const surName = applicant.surName ?? uniqueName('Candidate');
  const person = {
    firstName: applicant.firstName ?? 'Casey',
    surName,
    email: applicant.email ?? `${surName.replace(/\W+/g, '-').toLowerCase()}@e2e.test`,
  };
  const added = await api.post<{ applicationId: number; applicantId: number }>(
    `${V1}/applicant/add-candidate`,
    { requisitionId, applicant: person },
  );
  return { ...added, ...person, name: `${person.firstName} ${person.surName}` };
}

/** Sets the requisition's selection process (submitting or sending it for approval needs one). */
export async function setSelectionProcess(
  api: Api,
  positionId: number,
  steps: { name: string; stepType: string }[] = [{ name: 'Panel interview', stepType: 'INTERVIEW' }],
): Promise<void> {
  await api.post(`${V1}/selection_process`, { positionId, steps });
}

/** Moves one application to `status` through the pipeline's transition table. */
export async function moveCandidate(api: Api, applicationId: number, status: string): Promise<void> {
  await api.post(`${V1}/application/change-status`, { applicationId, status });
}

/** An interview of the application (which locks its requisition), `days` ahead at 10:00 UTC. */
export async function scheduleInterview(
  api: Api,
  applicationId: number,
  options: { days?: number } & Record<string, unknown> = {},
): Promise<{ id: number }> {
  const { days = 30, ...rest } = options;
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(10, 0, 0, 0);
  return api.post(`${V1}/interview/schedule/${applicationId}`, { scheduledAt: at.toISOString(), ...rest });
}

/** In the open change-status dialog: picks `status` (its label) and submits. */
export async function chooseStatus(page: Page, status: string): Promise<void> {
  const dialog = page.getByRole('form', { name: 'Change status' });
  await dialog.getByLabel('New status').click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await dialog.getByRole('button', { name: 'Change status' }).click();
}

/** The one-time code of the newest letter email to `email`, read from the Outbox (captured mail). */
export async function emailedCode(manager: Api, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const page = await manager.get(`${V1}/outbox`, {
        search: email,
        size: 5,
        sort: 'createdAt',
        direction: 'desc',
      });
      const row = page.responseDataList.find((r: { toAddress: string }) => r.toAddress === email);
      if (!row) return '';
      const mail = await manager.post(`${V1}/outbox/${row.id}/reveal-links`);
      code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * An applicant's first visit from an emailed offer link: the registration asks their email, then a
 * new password, and opens their letter signed in. `onRegisterPage` runs on the registration form
 * before it is filled (an accessibility check). The first load can be slow on a busy machine.
 */
export async function registerFromLetterLink(
  page: Page,
  link: string,
  person: { email: string; password: string },
  onRegisterPage?: (page: Page) => Promise<void>,
): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Register to read your offer letter' })).toBeVisible(LOADED);
  await onRegisterPage?.(page);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password').fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();
  // Both forms close: the letter shows, signed in.
  await expect(page.getByRole('heading', { name: 'Your offer letter', level: 1 })).toBeVisible(LOADED);
}

/**
 * On a requisition's page: opens the Selection process tab and applies the template whose name starts
 * with `template` (the demo data's 'Standard', 'Graduate', ...); returns the tab's region.
 */
export async function applySelectionTemplate(page: Page, template: string) {
  await page.getByRole('tab', { name: 'Selection process' }).click();
  const process = page.getByRole('region', { name: 'Selection process' });
  await process.getByLabel('Template').click();
  await page.getByRole('option', { name: new RegExp(`^${template}`) }).click();
  await process.getByRole('button', { name: 'Apply template' }).click();
  await expect(
    process.getByRole('list', { name: 'Selection steps' }).getByRole('listitem').first(),
  ).toBeVisible();
  return process;
}

/** A new approver with a unique email on the requisition, made through the API; returns the email. */
export async function addNewApprover(api: Api, positionId: number, name: string): Promise<string> {
  const email = `${uniqueName('approver').replace(/\W+/g, '-').toLowerCase()}@e2e.test`;
  const { id } = await api.post<{ id: number }>(`${V1}/approval/create_approver`, { name, email });
  await api.post(`${V1}/approval/add_approver`, { positionId, approverId: id });
  return email;
}

/** The path of the newest link matching `pattern` emailed to `to`, read from the Outbox (captured mail). */
export async function emailedLink(manager: Api, to: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { responseDataList } = await manager.get(`${V1}/outbox`, {
        search: to,
        size: 20,
        sort: 'createdAt',
        direction: 'desc',
      });
      for (const row of responseDataList as { id: number; toAddress: string }[]) {
        if (row.toAddress !== to) continue;
        const email = await manager.post(`${V1}/outbox/${row.id}/reveal-links`);
        const found = pattern.exec(`${email.textBody}\n${email.htmlBody ?? ''}`);
        if (found) {
          link = found[0];
          return link;
        }
      }
      return '';
    })
    .not.toBe('');
  return link;
}
