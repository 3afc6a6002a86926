// The whole server, built from its configuration: used by `npm start` and by the tests.
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { API_BASES, installPlainValidationMessages } from '@hr/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { connectDatabase, type Database } from './db/prisma.js';
import { createFieldCipher, type FieldCipher } from './lib/crypto.js';
import { createPathRedactor } from './lib/log-redaction.js';
import { routeTree } from './lib/route-kit.js';
import { responseSerializerCompiler } from './lib/route-schema.js';
import { apiDocsRoutes, openApiSetup } from './modules/api-docs/index.js';
import {
  applicationHrRoutes,
  applicationListRoutes,
  applicationRecordRoutes,
  applicationRoutes,
  rescoreRequisition,
} from './modules/applications/index.js';
import { approvalRoutes } from './modules/approvals/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { authJobs, authRoutes } from './modules/auth/index.js';
import { careersJobs, careersPublicationRoutes, careersSiteRoutes } from './modules/careers/index.js';
import { dashboardRoutes } from './modules/dashboards/index.js';
import { emailRoutes, mailerPlugin } from './modules/email/index.js';
import { employeePackRoutes } from './modules/employee-pack/index.js';
import { employeeRoutes } from './modules/employees/index.js';
import { fileJobs, fileRoutes } from './modules/files/index.js';
import { healthRoutes } from './modules/health/index.js';
import { interviewRecordRoutes, interviewRoutes } from './modules/interviews/index.js';
import { learningJobs, learningRoutes } from './modules/learning/index.js';
import { leaveJobs, leaveRoutes } from './modules/leave/index.js';
import { letterJobs, letterRoutes, registrationRoutes } from './modules/letters/index.js';
import { myApplicationRoutes } from './modules/my-applications/index.js';
import { organisationRoutes } from './modules/organisation/index.js';
import { privacyJobs, privacyRoutes } from './modules/privacy/index.js';
import { referenceDataRoutes } from './modules/reference-data/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { onRequirementsChanged } from './modules/requisition-core/index.js';
import { requisitionExportRoutes } from './modules/requisition-export/index.js';
import { jobPositionRoutes, requisitionRoutes } from './modules/requisitions/index.js';
import { selectionProcessRoutes } from './modules/selection-process/index.js';
import { accountRoutes, userRoutes } from './modules/users/index.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { notificationsPlugin } from './plugins/notifications.js';
import { type QueueTuning, type ScheduledJob, schedulerPlugin } from './plugins/scheduler.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { storagePlugin } from './plugins/storage.js';
import { textInputPlugin } from './plugins/text-input.js';
import { compressionPlugin, webPlugin } from './plugins/web.js';

/** Configuration once the database, the signing secret and the encryption key are known. */
export type ResolvedConfig = AppConfig & {
  databaseUrl: string;
  jwtSecret: string;
  encryptionKey: Buffer;
  /** Where the log goes instead of stdout (tests read it to prove what is never logged). */
  logStream?: { write(line: string): void };
  /** The job queue's delays (tests shorten them). */
  jobTuning?: Partial<QueueTuning>;
  /** The services' and jobs' current time (tests fix it: 09:00 in Sydney is the day before in UTC). */
  clock?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ResolvedConfig;
    /** Encrypts and decrypts the sensitive employee fields (columns ending in _enc). */
    crypto: FieldCipher;
    /** The routes whose path carries a one-time code, with its parameters: the log shows them redacted. */
    secretPathRoutes: ReadonlyMap<string, readonly string[]>;
  }
}

/** The main API (`/api/v1`): one line per module. */
const MAIN_API = [
  requisitionRoutes,
  jobPositionRoutes,
  requisitionExportRoutes,
  selectionProcessRoutes,
  approvalRoutes,
  applicationRoutes,
  applicationListRoutes,
  applicationRecordRoutes,
  interviewRoutes,
  interviewRecordRoutes,
  emailRoutes,
  employeeRoutes,
  fileRoutes,
  referenceDataRoutes,
  userRoutes,
  dashboardRoutes,
  reportRoutes,
  employeePackRoutes,
  learningRoutes,
  privacyRoutes,
  organisationRoutes,
  auditRoutes,
  myApplicationRoutes,
  careersPublicationRoutes,
];

/** The HR API (`/api/hr/v1`): letters, employees, leave and learning add their routes here, one line each. */
const HR_API = (config: ResolvedConfig): FastifyPluginAsyncZod[] => [
  applicationHrRoutes,
  letterRoutes,
  leaveRoutes,
  registrationRoutes({
    maxFailures: config.loginMaxFailures,
    maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    windowMinutes: config.loginWindowMinutes,
  }),
];

/** Every module's periodic jobs (each module's `jobs.ts`), one line per module. */
const JOBS: ((app: FastifyInstance) => ScheduledJob[])[] = [
  authJobs,
  fileJobs,
  learningJobs,
  privacyJobs,
  letterJobs,
  leaveJobs,
  careersJobs,
];

export async function buildApp(config: ResolvedConfig): Promise<FastifyInstance> {
  // A 400 names its fields in plain words ("Must be at most 99.9"), as the web forms do.
  installPlainValidationMessages();
  // A requisition's requirement rows score its applications (requisitions cannot import applications).
  onRequirementsChanged(rescoreRequisition);
  const redactor = createPathRedactor();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Never log tokens, passwords or personal data: only method, path (no query string, and no
      // one-time code a path carries: lib/log-redaction.ts) and ids.
      // The employees' sensitive fields by name too, should an object holding one ever be logged.
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.token',
        '*.accountNumber',
        '*.taxFileNumber',
        '*.licenseNumber',
      ],
      serializers: {
        req: (req) => ({ method: req.method, url: redactor.loggedPath(req), reqId: req.id }),
      },
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Fastify's overloads take each kind of value, not their union.
    trustProxy: config.trustProxy as boolean,
    connectionTimeout: config.requestTimeoutMs * 2,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 72_000,
    bodyLimit: 1024 * 1024,
    // A plugin's start may wait on the database (the job queue's pg-boss creates its schema and
    // queues): on a loaded machine that passed Fastify's default 10 s (AVV_ERR_READY_TIMEOUT in the
    // job-queue tests at load 20). Generous, but still finite: a start that hangs still fails.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('crypto', createFieldCipher(config.encryptionKey));
  app.decorate('secretPathRoutes', redactor.routes);
  app.addHook('onRoute', (route) => redactor.addRoute(route.url, route.config?.guard?.kind === 'public'));

  // The message and code only: pg's error carries the whole client (a page of JSON per line).
  const db = connectDatabase(
    config.databaseUrl,
    (error) =>
      app.log.warn({ cause: error.message, code: (error as { code?: string }).code }, 'database pool error'),
    { preparedStatements: config.databasePreparedStatements },
  );
  app.decorate('db', db);
  app.addHook('onClose', async () => db.close());
  // Set as the request comes in (a synchronous hook: no promise per request); errors keep it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(notificationsPlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    renewAfterSeconds: config.jwtRenewAfterSeconds,
    sessionCacheSeconds: config.sessionCacheSeconds,
  });
  await app.register(textInputPlugin);
  await app.register(mailerPlugin);
  await app.register(schedulerPlugin, { mode: config.jobWorker, tuning: config.jobTuning });
  await app.register(storagePlugin, { config: config.storage });
  await openApiSetup(app);
  // Added now, run once the app is ready (the scheduler starts its queue then).
  for (const job of JOBS.flatMap((jobsOf) => jobsOf(app))) app.scheduler.add(job);

  // Three trees; each module's route file declares its paths relative to its tree's base.
  await app.register(healthRoutes);
  await app.register(authRoutes, {
    prefix: API_BASES.auth,
    maxFailures: config.loginMaxFailures,
    maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    windowMinutes: config.loginWindowMinutes,
    account: {
      maxFailures: config.loginMaxFailuresPerAccount,
      windowMinutes: config.loginAccountWindowMinutes,
    },
  });
  await app.register(accountRoutes, {
    prefix: API_BASES.auth,
    maxFailures: config.loginMaxFailures,
    maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    windowMinutes: config.loginWindowMinutes,
  });
  await app.register(routeTree(MAIN_API), { prefix: API_BASES.main });
  await app.register(routeTree(HR_API(config)), { prefix: API_BASES.hr });
  await app.register(apiDocsRoutes);
  // The public careers site: server-rendered pages before the web app, whose fallback takes the rest.
  await app.register(careersSiteRoutes);
  await app.register(webPlugin, { root: config.webDist });

  return app;
}

/**
 * `npm run worker`: the same app (every module adds its jobs) with no port, running the job queue's
 * worker alone beside API processes started with JOB_WORKER=separate.
 */
export async function startWorker(config: ResolvedConfig): Promise<FastifyInstance> {
  const app = await buildApp({ ...config, jobWorker: 'in-process', webDist: '' });
  await app.ready();
  return app;
}
