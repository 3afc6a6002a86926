// Lighthouse (mobile preset, cold HTTP cache) on the built app: every main page (issue 29 item 4),
// each signed in as the demo user it is for, with real ids found through the API, and the careers site
// signed out. Starts the e2e server (its own throwaway database with the demo data) on a free port, runs
// each page `--runs` times (default 3, cold: the HTTP cache is cleared before each), prints the median of
// performance, accessibility, LCP, TBT and the JavaScript bytes it loaded, and exits non-zero below
// performance 0.95 and accessibility 1.00 (the careers site: 0.98 and 1.00). `--pages jobreq,appsch`
// runs only the pages whose path contains one of these. Not part of `npm test` (its scores depend on the
// machine's load): run `npm run build` first, then `npm run lighthouse`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 9) throw new Error('--runs must be 1 to 9');

const MIN_PERFORMANCE = 0.95;
/** The public careers site's pages (issue 28): no JavaScript, inline CSS. */
const MIN_CAREERS_PERFORMANCE = 0.98;
const MIN_ACCESSIBILITY = 1;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Demo@12345';
/** The demo accounts (apps/api/src/db/seed/demo-accounts.ts), by who each page is for. */
const USERS = {
  manager: 'manager@demo.local',
  officer: 'officer@demo.local',
  employee: 'employee@demo.local',
} as const;
type User = keyof typeof USERS;

/** Calls the API as one user; answers its JSON. */
type Api = (user: User, url: string) => Promise<unknown>;

interface PageCase {
  /** The path, or how to find it (a real id from the demo data). */
  path: string | ((api: Api, base: string) => Promise<string>);
  /** Signed in as this demo user; signed out without one. */
  user?: User;
}

/** The first row's id of a list call's answer. */
async function firstId(api: Api, user: User, url: string, key = 'id'): Promise<string> {
  const answer = (await api(user, url)) as { responseDataList?: Record<string, unknown>[] };
  const id = answer.responseDataList?.[0]?.[key];
  if (id === undefined || id === null)
    throw new Error(`no row with ${key} in ${url}: ${JSON.stringify(answer).slice(0, 300)}`);
  return String(id);
}

const PAGES: PageCase[] = [
  { path: '/login' },
  { path: '/recruitmentManager', user: 'manager' },
  { path: '/jobreq', user: 'manager' },
  {
    path: async (api) => `/jobreq/${await firstId(api, 'manager', '/api/v1/requisitions?page=1&size=1')}`,
    user: 'manager',
  },
  // Applicant tracking is the Recruitment Officer's (SHORTLISTING).
  { path: '/appsch', user: 'officer' },
  {
    path: async (api) => `/appfrm/${await firstId(api, 'manager', '/api/v1/application?page=1&size=1')}`,
    user: 'manager',
  },
  { path: '/apponb', user: 'manager' },
  {
    path: async (api) => `/employee/${await firstId(api, 'manager', '/api/v1/employee?page=1&size=1')}`,
    user: 'manager',
  },
  { path: '/canprf', user: 'manager' },
  // Leave: the demo employee has balances and a pending request.
  { path: '/appsrn', user: 'employee' },
  // The careers site, signed out: the list and the first position on it (the demo publishes some).
  { path: '/careers' },
  {
    path: async (_api, base) => {
      const list = await (await fetch(`${base}/careers`)).text();
      const position = /href="(\/careers\/\d+-[^"]+)"/.exec(list)?.[1];
      if (!position)
        throw new Error('no position on /careers: the demo data publishes its open requisitions');
      return position;
    },
  },
];

const isCareers = (pagePath: string) => pagePath.startsWith('/careers');
const minPerformance = (pagePath: string) =>
  isCareers(pagePath) ? MIN_CAREERS_PERFORMANCE : MIN_PERFORMANCE;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForReady(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${base}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in 180 s');
}

interface RunResult {
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  /** JavaScript bytes over the wire (compressed). */
  jsBytes: number;
  /** Accessibility audits that failed, with the elements they name. */
  a11yFailures: string[];
}

/** Lighthouse on one page of the open browser; the storage it keeps (the token), the cache it clears. */
async function audit(browser: Browser, url: string): Promise<RunResult> {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  const result = await lighthouse(
    url,
    { port: Number(new URL(browser.wsEndpoint()).port), output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility'],
        // The session token lives in localStorage; the HTTP cache is cleared above.
        disableStorageReset: true,
      },
    },
  );
  await page.close();
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  // LIGHTHOUSE_REPORT_DIR=folder keeps each page's full report, to see what the scores come from.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const { categories, audits } = result.lhr;
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  const a11yFailures = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((one) => one && one.scoreDisplayMode === 'binary' && one.score !== 1)
    .map((one) => {
      const items = (one?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      const nodes = items
        .map((item) => item.node?.snippet)
        .filter(Boolean)
        .slice(0, 3);
      return `${one?.id}${nodes.length ? `: ${nodes.join(' ')}` : ''}`;
    });
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    a11yFailures,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROME_PATH)`);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser: Browser | undefined;
try {
  await waitForReady(base, server);
  const sessions = new Map<User, { token: string; userName: string }>();
  const signIn = async (user: User) => {
    const known = sessions.get(user);
    if (known) return known;
    const login = await fetch(`${base}/auth/userLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: USERS[user], password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`${USERS[user]} could not sign in: ${login.status} ${await login.text()}`);
    const session = (await login.json()) as { token: string; userName: string };
    sessions.set(user, session);
    return session;
  };
  const api: Api = async (user, url) => {
    const { token } = await signIn(user);
    const answer = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status} to ${USERS[user]}`);
    return answer.json();
  };

  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  /** Signs the browser in as `user` (its token in localStorage), or out. */
  const useSession = async (user: User | undefined) => {
    const session = user ? await signIn(user) : undefined;
    const setup = await (browser as Browser).newPage();
    await setup.goto(`${base}/robots.txt`);
    await setup.evaluate(
      (t, u) => {
        localStorage.clear();
        if (t && u) {
          localStorage.setItem('token', t);
          localStorage.setItem('userName', u);
        }
      },
      session?.token ?? '',
      session?.userName ?? '',
    );
    await setup.close();
  };

  const wanted = args.pages
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const rows: { path: string; user: string; median: RunResult; runs: RunResult[] }[] = [];
  for (const one of PAGES) {
    const pagePath = typeof one.path === 'string' ? one.path : await one.path(api, base);
    if (wanted && !wanted.some((part) => pagePath.includes(part))) continue;
    await useSession(one.user);
    const runs: RunResult[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(browser, `${base}${pagePath}`));
    const of = (key: 'performance' | 'accessibility' | 'lcp' | 'tbt' | 'jsBytes') =>
      median(runs.map((r) => r[key]));
    rows.push({
      path: pagePath,
      user: one.user ?? 'signed out',
      runs,
      median: {
        performance: of('performance'),
        accessibility: of('accessibility'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        jsBytes: of('jsBytes'),
        a11yFailures: [...new Set(runs.flatMap((r) => r.a11yFailures))],
      },
    });
    const last = rows.at(-1)?.median;
    console.info(`${pagePath}: performance ${last?.performance}, accessibility ${last?.accessibility}`);
  }

  console.info(
    `\nLighthouse, mobile preset, median of ${RUNS} cold run(s) per page; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  console.info(
    `${'page'.padEnd(30)}${'user'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'JS KiB'.padStart(8)}  runs (perf)`,
  );
  for (const row of rows) {
    const m = row.median;
    console.info(
      `${row.path.slice(0, 29).padEnd(30)}${row.user.padEnd(12)}${m.performance.toFixed(2).padStart(6)}${m.accessibility.toFixed(2).padStart(6)}${m.lcp.toFixed(0).padStart(8)}${m.tbt.toFixed(0).padStart(8)}${(m.jsBytes / 1024).toFixed(1).padStart(8)}  ${row.runs.map((r) => r.performance.toFixed(2)).join(' ')}`,
    );
  }
  for (const row of rows) {
    for (const failure of row.median.a11yFailures) console.info(`accessibility on ${row.path}: ${failure}`);
  }
  const low = rows.filter(
    (row) =>
      row.median.performance < minPerformance(row.path) || row.median.accessibility < MIN_ACCESSIBILITY,
  );
  if (low.length > 0) {
    console.error(
      `Below performance ${MIN_PERFORMANCE} (${MIN_CAREERS_PERFORMANCE} on /careers) or accessibility ${MIN_ACCESSIBILITY.toFixed(2)}: ${low.map((row) => row.path).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
