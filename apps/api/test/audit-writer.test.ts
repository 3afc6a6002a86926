// Audit events have one writer (db/audit.ts, issue 30): no other source file writes `audit_event`
// itself, so every row names its record from the contracts' list and passes the secret filter.
// Tests may still create fixture events directly; the large seed writes millions by SQL on purpose.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/db/migrate.js';

const API = path.join(REPO_ROOT, 'apps/api/src');
const WRITER = path.join(API, 'db/audit.ts');
const SEED = path.join(API, 'db/seed');

/** `auditEvent.create`, `.createMany`, `.upsert` (also `['auditEvent']`), or SQL inserting into audit_event. */
const BARE_WRITE =
  /\bauditEvent\s*(?:\?\.|\.|\[\s*['"]\w+['"]\s*\]\s*\.?)\s*(?:create|createMany|createManyAndReturn|upsert)\b|\bINSERT\s+INTO\s+"?audit_event"?/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The lines, as `file:line`, that write an audit event without the writer. */
function bareWrites(root: string, allowed: (file: string) => boolean): string[] {
  return sourceFiles(root)
    .filter((file) => !allowed(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          BARE_WRITE.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [],
        ),
    );
}

describe('the audit writer', () => {
  it('is the only code that writes audit events', () => {
    const allowed = (file: string) => file === WRITER || file.startsWith(`${SEED}${path.sep}`);
    expect(bareWrites(API, allowed)).toEqual([]);
  });

  it('the check finds a bare write, in a batch or by SQL, and spares tests', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'audit-writer-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('modules/a/a.service.ts', 'await tx.auditEvent.create({ data });\n');
    write('modules/b/b.service.ts', 'const steps = [\n  prisma.auditEvent.createMany({ data }),\n];\n');
    write('modules/c/c.service.ts', "await pool.query('INSERT INTO audit_event (entity) VALUES ($1)');\n");
    write('modules/d/d.service.ts', "await audit(tx, { userId, entity: 'User', id, action: 'ENABLE' });\n");
    write('modules/a/a.test.ts', 'await prisma.auditEvent.create({ data });\n');
    const found = bareWrites(root, () => false);
    rmSync(root, { recursive: true, force: true });
    expect(found).toEqual([
      path.join('modules/a/a.service.ts:1'),
      path.join('modules/b/b.service.ts:2'),
      path.join('modules/c/c.service.ts:1'),
    ]);
  });
});
