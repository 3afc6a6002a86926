// The one place that reads process.env. A bad value stops start-up with a message naming it.
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './db/migrate.js';
import { parseEncryptionKey } from './lib/crypto.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `SMTP_URL=` (set but empty, as compose files often leave it) means not set. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Use this PostgreSQL server instead of starting the embedded one. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
    .optional(),
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
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; empty to serve the API only. */
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
  TRUST_PROXY: booleanFlag.default(false),
  /** Send email through this server (smtp:// or smtps://, credentials in the URL); unset: capture it in the Outbox. */
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** Sender of every email. */
  MAIL_FROM: z.string().trim().min(3).max(254).default('HireOnboard <no-reply@localhost>'),
  /** Base URL of the app in emailed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// URL')
      .optional(),
  ),
});

export type Env = z.infer<typeof ZEnv>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  demoData: boolean;
  jwtSecret: string | undefined;
  encryptionKey: Buffer | undefined;
  jwtTtlSeconds: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  requestTimeoutMs: number;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without a trailing slash. */
  publicUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const demoData = env.DEMO_DATA ?? !env.DATABASE_URL;
  if (env.NODE_ENV === 'production') {
    if (demoData) throw new ConfigError('Invalid configuration:\n  DEMO_DATA: must be false in production');
    if (!env.JWT_SECRET)
      throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
    if (!env.ENCRYPTION_KEY)
      throw new ConfigError('Invalid configuration:\n  ENCRYPTION_KEY: required in production');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    demoData,
    jwtSecret: env.JWT_SECRET,
    encryptionKey: env.ENCRYPTION_KEY,
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginWindowMinutes: env.LOGIN_WINDOW_MINUTES,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
