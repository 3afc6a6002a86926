// The careers tests' shared set-up: a server whose clock a test moves (the form's minimum fill
// time and the limits' windows pass without waiting), and an approved requisition on the site.
import { careersSlug } from '@hr/contracts';
import { expect } from 'vitest';
import { type Factories, factories } from './factories.js';
import { type TestContext, useTestApp } from './test-app.js';

/**
 * A test app with the careers settings in `env` whose services' clock runs `skew.ms` ahead of the
 * real one: a test "waits" by moving it.
 */
export function useCareersTestApp(env: Record<string, string>) {
  const skew = { ms: 0 };
  const t = useTestApp(env, { clock: () => new Date(Date.now() + skew.ms) });
  return { t, make: factories(t), skew };
}

/** An approved requisition (every step saved), published by the file's manager with `body`. */
export async function publishedPosition(
  t: TestContext,
  make: Factories,
  over: Record<string, unknown> = {},
  body: Record<string, unknown> = {},
) {
  const id = await make.requisition({ complete: true, status: 'RVA', ...over });
  const res = await t.request('PUT', `/api/v1/job_position/${id}/publication`, {
    token: (await make.manager()).token,
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const title = (await t.app.db.prisma.jobPosition.findUniqueOrThrow({ where: { id } })).positionTitle;
  return { id, title, path: `/careers/${id}-${careersSlug(title)}` };
}
