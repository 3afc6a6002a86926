// The one place that reads process.env. A bad value stops start-up with a message naming it.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './db/migrate.js';
import { parseEncryptionKey } from './lib/crypto.js';
import { StartupError } from './lib/startup-error.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `SMTP_URL=` (set but empty, as compose files often leave it) means not set. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** What TRUST_PROXY takes, said when it is wrong. */
export const TRUST_PROXY_FORMS =
  "must be false (browsers reach the app directly), the proxies' addresses or CIDRs (10.0.0.5 or " +
  '10.0.0.0/8,127.0.0.1), a hop count (1: one proxy in front), or true (any sender); a hop count and ' +
  "true are only safe when nothing but the proxy can reach the app's port";

/** Names proxy-addr (Fastify's trustProxy) knows for ranges of addresses. */
const ADDRESS_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(item: string): boolean {
  if (ADDRESS_RANGE_NAMES.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** As Fastify's `trustProxy` takes it; undefined when the text is none of the forms. */
export function parseTrustProxy(text: string): boolean | number | string[] | undefined {
  const value = text.trim().toLowerCase();
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return true;
  // `1` is one hop (a proxy in front), never `true`: trusting any sender is asked for by name.
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const items = value.split(',').map((item) => item.trim());
  return items.every(isAddressOrCidr) ? items : undefined;
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Use this PostgreSQL server instead of starting the embedded one. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
    .optional(),
  /** In production the embedded PostgreSQL runs only when asked for (a single-machine install). */
  ALLOW_EMBEDDED_DATABASE: booleanFlag.default(false),
  /**
   * The lists' queries run as prepared statements (parsed once per connection). Set false behind a
   * pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  /** How long start-up waits for an unreachable or refusing database before giving up. */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Folder for the embedded database, uploads and generated secrets. */
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  /** Seed the demo accounts and data into an empty database. Defaults to on with the embedded database. */
  DEMO_DATA: booleanFlag.optional(),
  /** HS256 signing secret; generated and kept in DATA_DIR when not given (not allowed in production). */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Key of the encrypted employee fields (AES-256-GCM): 32 bytes as base64 or hex; generated and
   * kept in DATA_DIR when not given (not allowed in production). */
  ENCRYPTION_KEY: z
    .string()
    .transform((text, ctx) => {
      try {
        return parseEncryptionKey(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(604800).default(28800),
  /** A token older than this is renewed while its user is active (sliding session); 0: never. */
  JWT_RENEW_AFTER_SECONDS: z.coerce.number().int().min(0).max(604800).default(900),
  /** The longest a session check is answered from memory (ended sessions are evicted at once). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Wrong tries from one address across all emails within the window (one address trying every account). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * Wrong tries on one account from any addresses within LOGIN_ACCOUNT_WINDOW_MINUTES: what a forged
   * X-Forwarded-For or many machines cannot get around. More than one address can make alone.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(30),
  LOGIN_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Careers site forms one address may send within CAREERS_WINDOW_MINUTES (an office shares one). */
  CAREERS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Careers site forms with one email within CAREERS_WINDOW_MINUTES. */
  CAREERS_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(5),
  CAREERS_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** A careers form sent sooner than this after the page was served is a robot's. */
  CAREERS_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(600).default(4),
  /**
   * Where scheduled jobs run: `in-process` (in the API process), `separate` (the API only schedules
   * them; `npm run worker` runs them) or `off` (no queue at all: the tests' default, they run jobs by hand).
   */
  JOB_WORKER: z.enum(['in-process', 'separate', 'off']).default('in-process'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; empty to serve the API only. */
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
  /** Whose X-Forwarded-* headers to believe: false, a hop count, addresses/CIDRs, or true (any). */
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        const trust = parseTrustProxy(text ?? 'false');
        if (trust !== undefined) return trust;
        ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_FORMS}; got "${text}"` });
        return z.NEVER;
      }),
  ),
  /** Send email through this server (smtp:// or smtps://, credentials in the URL); unset: capture it in the Outbox. */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** Sender of every email. */
  MAIL_FROM: z.preprocess(
    emptyAsUnset,
    z.string().trim().min(3).max(254).default('HireOnboard <no-reply@localhost>'),
  ),
  /** Base URL of the app in emailed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// URL')
      .optional(),
  ),
  /** Where uploaded files are kept: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3-compatible server (e.g. http://minio:9000); unset: AWS S3 itself. */
  S3_ENDPOINT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// URL')
      .optional(),
  ),
  S3_BUCKET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name of 3 to 63 lower-case letters, digits, dots or dashes',
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUnset, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  /** Address the bucket as https://endpoint/bucket (what most S3-compatible servers need). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Largest accepted upload, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(10),
  /** Files one user may upload in 24 hours. */
  UPLOAD_DAILY_FILES: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Megabytes one user may upload in 24 hours. */
  UPLOAD_DAILY_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
});

export type Env = z.infer<typeof ZEnv>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Seconds start-up keeps retrying an unreachable database. */
  databaseWaitSeconds: number;
  databasePreparedStatements: boolean;
  dataDir: string;
  demoData: boolean;
  jwtSecret: string | undefined;
  encryptionKey: Buffer | undefined;
  jwtTtlSeconds: number;
  jwtRenewAfterSeconds: number;
  sessionCacheSeconds: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  loginMaxFailuresPerAddress: number;
  loginMaxFailuresPerAccount: number;
  loginAccountWindowMinutes: number;
  /** The careers site's application limits and minimum fill time. */
  careers: { maxPerAddress: number; maxPerEmail: number; windowMinutes: number; minFillSeconds: number };
  logLevel: Env['LOG_LEVEL'];
  jobWorker: Env['JOB_WORKER'];
  webDist: string;
  requestTimeoutMs: number;
  /** As Fastify's `trustProxy` takes it. */
  trustProxy: boolean | number | string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without a trailing slash. */
  publicUrl: string;
  storage: StorageConfig;
  /** Largest accepted upload, in bytes. */
  uploadMaxBytes: number;
  /** What one user may upload in 24 hours. */
  uploadQuota: { files: number; bytes: number };
}

export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset: the AWS SDK's own credential chain (environment, instance role...). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** Settings refused, all at once, in one line: `Invalid configuration: A: why; B: why`. */
export class ConfigError extends StartupError {
  constructor(problems: string | string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(`Invalid configuration: ${list.join('; ')}`);
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  // One address gets LOGIN_MAX_FAILURES tries on an account per LOGIN_WINDOW_MINUTES: were that
  // enough to reach the account's own limit, one address could lock anyone out (a whole office).
  const oneAddress =
    env.LOGIN_MAX_FAILURES * Math.ceil(env.LOGIN_ACCOUNT_WINDOW_MINUTES / env.LOGIN_WINDOW_MINUTES);
  if (env.LOGIN_MAX_FAILURES_PER_ACCOUNT <= oneAddress)
    throw new ConfigError(
      `LOGIN_MAX_FAILURES_PER_ACCOUNT: must be more than ${oneAddress}, the wrong tries one address may make ` +
        'on an account in LOGIN_ACCOUNT_WINDOW_MINUTES (LOGIN_MAX_FAILURES per LOGIN_WINDOW_MINUTES), so that ' +
        'one address cannot lock an account',
    );
  // Demo data only ever defaults on for a development install on the embedded database.
  const demoData = env.DEMO_DATA ?? (!env.DATABASE_URL && !production);
  const dataDir = path.resolve(env.DATA_DIR);
  if (production) {
    const problems = [
      !env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE
        ? 'DATABASE_URL is required in production (or ALLOW_EMBEDDED_DATABASE=true for the embedded PostgreSQL)'
        : '',
      demoData ? 'DEMO_DATA: must be false in production' : '',
      env.JWT_SECRET ? '' : 'JWT_SECRET: required in production',
      env.ENCRYPTION_KEY ? '' : 'ENCRYPTION_KEY: required in production',
    ].filter(Boolean);
    if (problems.length) throw new ConfigError(problems);
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databaseWaitSeconds: env.DATABASE_WAIT_SECONDS,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    dataDir,
    demoData,
    jwtSecret: env.JWT_SECRET,
    encryptionKey: env.ENCRYPTION_KEY,
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    jwtRenewAfterSeconds: env.JWT_RENEW_AFTER_SECONDS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginWindowMinutes: env.LOGIN_WINDOW_MINUTES,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginAccountWindowMinutes: env.LOGIN_ACCOUNT_WINDOW_MINUTES,
    careers: {
      maxPerAddress: env.CAREERS_MAX_PER_ADDRESS,
      maxPerEmail: env.CAREERS_MAX_PER_EMAIL,
      windowMinutes: env.CAREERS_WINDOW_MINUTES,
      minFillSeconds: env.CAREERS_MIN_FILL_SECONDS,
    },
    logLevel: env.LOG_LEVEL,
    jobWorker: env.JOB_WORKER,
    webDist: env.WEB_DIST,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    storage: storageConfig(env, dataDir),
    uploadMaxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
    uploadQuota: { files: env.UPLOAD_DAILY_FILES, bytes: env.UPLOAD_DAILY_MB * 1024 * 1024 },
  };
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  if (env.STORAGE === 'local') return { kind: 'local', root: path.join(dataDir, 'uploads') };
  const missing = env.S3_BUCKET ? [] : ['S3_BUCKET: required when STORAGE=s3'];
  // Half a key pair is a typo, not a wish for the SDK's default credentials.
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const absent = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    missing.push(`${absent}: required when the other half of the S3 key pair is set`);
  }
  if (missing.length || !env.S3_BUCKET) throw new ConfigError(missing);
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
