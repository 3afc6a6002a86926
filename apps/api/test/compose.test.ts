// No Docker engine runs on the build machines: check the compose file's structure instead.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/db/migrate.js';

const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'));
const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it('runs the app on port 3000 against its PostgreSQL, once that is healthy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'db']);
    const { app, db } = compose.services;
    expect(app.ports).toEqual(['3000:3000']);
    expect(app.depends_on.db.condition).toBe('service_healthy');
    expect(app.environment.DATABASE_URL).toMatch(/^postgresql:\/\/hr:.*@db:5432\/hr$/);
    expect(app.environment.NODE_ENV).toBe('production');
    expect(app.environment.DEMO_DATA).toBe('false');
    expect(app.environment.JWT_SECRET).toContain(':?');
    expect(app.environment.ENCRYPTION_KEY).toContain(':?');
    expect(db.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(app.healthcheck.test.join(' ')).toContain('/ready');
  });

  it('leaves no password, address or proxy setting to a default the operator did not choose', () => {
    const { app, db } = compose.services;
    // No known fallback: compose refuses to start until each is set.
    expect(db.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    expect(app.environment.DATABASE_URL).toBe(`postgresql://hr:\${POSTGRES_PASSWORD}@db:5432/hr`);
    // Emailed links point at the real address, not localhost.
    expect(app.environment.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?.+\}$/);
    // Behind a proxy the sign-in limit needs the client's address.
    expect(app.environment.TRUST_PROXY).toMatch(/^\$\{TRUST_PROXY:\?.+\}$/);
    expect(app.environment.SMTP_URL).toBe(`\${SMTP_URL:-}`);
    expect(app.environment.MAIL_FROM).toBe(`\${MAIL_FROM:-}`);
    expect(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')).not.toContain('change-me');
  });

  it('keeps the database and the uploads in named volumes', () => {
    expect(Object.keys(compose.volumes).sort()).toEqual(['app-data', 'db-data']);
    expect(compose.services.db.volumes).toContain('db-data:/var/lib/postgresql/data');
    expect(compose.services.app.volumes).toContain('app-data:/data');
  });

  it('builds the image with the same commands CI runs', () => {
    expect(dockerfile).toContain('RUN npm ci');
    expect(dockerfile).toContain('RUN npm run build');
    expect(dockerfile).toContain('apps/api/src/server.ts');
  });
});

describe('the image that runs', () => {
  // The last stage is what ships; the build stage before it has the dev dependencies.
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? '';

  it('is built in two stages and runs as an unprivileged user', () => {
    expect(stages.length).toBe(2);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD '));
    expect(runtime).toMatch(/chown node:node \/data/);
  });

  it('installs production dependencies only', () => {
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime).not.toContain('--include=dev');
    expect(runtime).not.toMatch(/npm run build/);
  });

  it('has every package the server imports among the production dependencies', () => {
    const manifest = (file: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8'));
    const production = new Set([
      ...Object.keys(manifest('apps/api/package.json').dependencies),
      ...Object.keys(manifest('packages/contracts/package.json').dependencies),
      '@hr/contracts',
    ]);
    const imported = new Set<string>();
    // What the image's CMD loads before the server itself.
    for (const match of runtime.matchAll(/"--import", "([^"]+)"/g)) imported.add(match[1] ?? '');
    for (const root of ['apps/api/src', 'packages/contracts/src']) {
      const files = readdirSync(path.join(REPO_ROOT, root), { recursive: true, encoding: 'utf8' }).filter(
        // Tests and their fixtures stay out of the image's path.
        (file) =>
          file.endsWith('.ts') && !/\.(test|fixtures)\.ts$/.test(file) && !file.startsWith('generated'),
      );
      for (const file of files) {
        const source = readFileSync(path.join(REPO_ROOT, root, file), 'utf8');
        for (const match of source.matchAll(/^import (?!type )[^;]*?from '([^'.][^']*)'/gm)) {
          const specifier = match[1] ?? '';
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : specifier.split('/')[0];
          if (name && !name.startsWith('node:') && !builtinModules.includes(name)) imported.add(name);
        }
      }
    }
    const missing = [...imported].filter((name) => !production.has(name));
    expect(missing).toEqual([]);
    expect(imported.has('tsx')).toBe(true);
  });
});
