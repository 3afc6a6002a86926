// Holds the code's boundaries by reading import lines: one home per feature on each side, and a
// feature (web) or module (API) reaches another only through that one's public index file.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/db/migrate.js';

const WEB = path.join(REPO_ROOT, 'apps/web/src');
const API = path.join(REPO_ROOT, 'apps/api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every relative import of a file, resolved to the file it names (`.js` specifiers name `.ts` files). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (!spec) continue;
    const base = path.resolve(path.dirname(file), spec).replace(/\.js$/, '');
    const target = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) => base + ending)
      .find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
    found.push(target ?? base);
  }
  return found;
}

/** The unit (feature or module) a file belongs to under `container`, or undefined outside it. */
function unitOf(container: string, file: string): string | undefined {
  const relative = path.relative(container, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
}

interface Edge {
  from: string;
  to: string;
}

/** Imports that cross from one unit into another one's internals, and the unit graph's edges. */
function crossings(root: string, container: string) {
  const wrong: string[] = [];
  const edges: Edge[] = [];
  for (const file of sourceFiles(root)) {
    const own = unitOf(container, file);
    for (const target of importsOf(file)) {
      const other = unitOf(container, target);
      if (!other || other === own) continue;
      const publicFile = path.join(container, other, 'index');
      // The app shell is the composition root: it may load a feature's pages lazily, one chunk each.
      const lazyPage = !own && path.dirname(target) === path.join(container, other, 'pages');
      if (target.replace(/\.tsx?$/, '') !== publicFile && !lazyPage) {
        wrong.push(`${path.relative(REPO_ROOT, file)} -> ${path.relative(REPO_ROOT, target)}`);
      }
      if (own) edges.push({ from: own, to: other });
    }
  }
  return { wrong, edges };
}

/** Unit cycles (a -> b -> ... -> a), each named once. */
function cycles(edges: Edge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const to of next.get(at) ?? []) {
      if (to === start) found.add([...trail, to].join(' -> '));
      else if (!trail.includes(to) && to > start) walk(start, to, [...trail, to]);
    }
  };
  for (const start of next.keys()) walk(start, start, [start]);
  return [...found];
}

/** Files under `from` that import anything under `forbidden`. */
function importsInto(from: string, forbidden: string): string[] {
  return sourceFiles(from).flatMap((file) =>
    importsOf(file)
      .filter((target) => unitOf(forbidden, target) !== undefined)
      .map((target) => `${path.relative(REPO_ROOT, file)} -> ${path.relative(REPO_ROOT, target)}`),
  );
}

/**
 * Imports that run back up the API's layers: `lib` and `db` import no module or plugin, and plugins
 * import no module (the app, `seed/` and the modules compose them, never the other way round).
 */
function upwardImports(api: string): string[] {
  const modules = path.join(api, 'modules');
  const plugins = path.join(api, 'plugins');
  return [path.join(api, 'lib'), path.join(api, 'db'), plugins].flatMap((layer) => [
    ...importsInto(layer, modules),
    ...(layer === plugins ? [] : importsInto(layer, plugins)),
  ]);
}

/** Route files that schedule jobs: a module's jobs live in its `jobs.ts`, which app.ts adds. */
function jobsInRouteFiles(api: string): string[] {
  return sourceFiles(path.join(api, 'modules'))
    .filter(
      (file) => file.endsWith('.routes.ts') && /\bscheduler\s*\.\s*add\s*\(/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(REPO_ROOT, file));
}

describe('web app boundaries', () => {
  const features = path.join(WEB, 'features');

  it('a feature uses another only through its public index file', () => {
    expect(crossings(WEB, features).wrong).toEqual([]);
  });

  it('features do not depend on each other in a cycle', () => {
    expect(cycles(crossings(WEB, features).edges)).toEqual([]);
  });

  it('shared code imports neither features nor the app shell', () => {
    const shared = path.join(WEB, 'shared');
    expect([...importsInto(shared, features), ...importsInto(shared, path.join(WEB, 'app'))]).toEqual([]);
  });

  it('features do not import the app shell', () => {
    expect(importsInto(features, path.join(WEB, 'app'))).toEqual([]);
  });
});

describe('API boundaries', () => {
  const modules = path.join(API, 'modules');

  it('a module uses another only through its public index file', () => {
    expect(crossings(API, modules).wrong).toEqual([]);
  });

  it('modules do not depend on each other in a cycle', () => {
    expect(cycles(crossings(API, modules).edges)).toEqual([]);
  });

  it('layers point down: lib and db import no module or plugin, plugins import no module', () => {
    expect(upwardImports(API)).toEqual([]);
  });

  it("a module's jobs are scheduled from its jobs.ts, not from a route file", () => {
    expect(jobsInRouteFiles(API)).toEqual([]);
  });
});

describe('the boundary reader itself', () => {
  it("finds an import of another unit's internals", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('units/b/index.ts', "export { b } from './inner';\n");
    write('units/b/inner.ts', 'export const b = 1;\n');
    write('units/a/good.ts', "import { b } from '../b';\nexport const a = b;\n");
    write('units/a/bad.ts', "import { b } from '../b/inner.js';\nexport const c = b;\n");
    const { wrong, edges } = crossings(root, path.join(root, 'units'));
    rmSync(root, { recursive: true, force: true });
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatch(/units\/a\/bad\.ts -> .*units\/b\/inner\.ts$/);
    expect(edges).toContainEqual({ from: 'a', to: 'b' });
  });

  it('finds every upward import and a job scheduled in a route file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'layers-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('lib/ok.ts', 'export const ok = 1;\n');
    write('lib/guard.ts', "import type { Guard } from '../plugins/auth.js';\nexport type G = Guard;\n");
    write('lib/feature.ts', "export { m } from '../modules/m/index.js';\n");
    write('db/seed/demo.ts', "import { m } from '../../modules/m/index.js';\nexport const d = m;\n");
    write('db/pool.ts', "import { p } from '../plugins/auth.js';\nexport const q = p;\n");
    write(
      'plugins/auth.ts',
      "import { ok } from '../lib/ok.js';\nexport type Guard = string;\nexport const p = ok;\n",
    );
    write('plugins/mailer.ts', "import { m } from '../modules/m/index.js';\nexport const mail = m;\n");
    write('modules/m/index.ts', "import { p } from '../../plugins/auth.js';\nexport const m = p;\n");
    write(
      'modules/m/m.routes.ts',
      'export const routes = (app) => {\n  app.scheduler.add({ name: "x" });\n};\n',
    );
    write('modules/m/jobs.ts', 'export const jobs = (app) => app.scheduler.add({ name: "y" });\n');
    const upward = upwardImports(root).map((edge) => edge.replace(/\S*layers-[^/]+\//g, ''));
    const scheduled = jobsInRouteFiles(root).map((file) => file.replace(/\S*layers-[^/]+\//, ''));
    rmSync(root, { recursive: true, force: true });
    expect(upward.sort()).toEqual(
      [
        'lib/feature.ts -> modules/m/index.ts',
        'lib/guard.ts -> plugins/auth.ts',
        'db/seed/demo.ts -> modules/m/index.ts',
        'db/pool.ts -> plugins/auth.ts',
        'plugins/mailer.ts -> modules/m/index.ts',
      ].sort(),
    );
    expect(scheduled).toEqual(['modules/m/m.routes.ts']);
  });

  it('finds a cycle when there is one', () => {
    expect(
      cycles([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'a' },
        { from: 'b', to: 'c' },
      ]),
    ).toEqual(['a -> b -> a']);
    // The requisition form really mounts the applications panel through its index.
    const form = path.join(WEB, 'features/requisitions/form/requisition-form.tsx');
    expect(importsOf(form)).toContain(path.join(WEB, 'features/applications/index.ts'));
  });
});
