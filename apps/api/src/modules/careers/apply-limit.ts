// The careers form's limits: every form sent counts (accepted or refused, a robot's too), per
// address and per email within a window, in `careers_attempt` so every API instance shares them.
// Apart from sign-in's login_attempt on purpose: a flood of applications from an office must not
// lock its people out of signing in, nor wrong passwords stop its applicants (docs/decisions.md).
import { CAREERS_FORM } from '@hr/contracts';
import type { ServiceDeps } from '../../lib/service-deps.js';

export interface ApplyLimits {
  maxPerAddress: number;
  maxPerEmail: number;
  windowMinutes: number;
}

export function createApplyLimiter(deps: Pick<ServiceDeps, 'db' | 'clock'> & ApplyLimits) {
  const { prisma } = deps.db;
  const minutesLeft = (oldest: Date | undefined) => {
    const until = (oldest?.getTime() ?? deps.clock().getTime()) + deps.windowMinutes * 60_000;
    return Math.max(1, Math.ceil((until - deps.clock().getTime()) / 60_000));
  };

  return {
    /** Counts this form and answers the refusal's sentence when a limit is passed, else null. */
    async count(email: string, ip: string): Promise<string | null> {
      const address = ip.slice(0, 64);
      const key = email.trim().toLowerCase().slice(0, 254);
      const since = new Date(deps.clock().getTime() - deps.windowMinutes * 60_000);
      await prisma.careersAttempt.create({ data: { email: key, ip: address, createdAt: deps.clock() } });
      const recent = (where: { ip: string } | { email: string }, max: number) =>
        prisma.careersAttempt.findMany({
          where: { ...where, createdAt: { gt: since } },
          orderBy: { createdAt: 'desc' },
          select: { createdAt: true },
          take: max + 1,
        });
      const [byAddress, byEmail] = await Promise.all([
        recent({ ip: address }, deps.maxPerAddress),
        key ? recent({ email: key }, deps.maxPerEmail) : Promise.resolve([]),
      ]);
      // The one whose leaving the window lets the next form through.
      if (byAddress.length > deps.maxPerAddress)
        return CAREERS_FORM.messages.tooManyFromAddress(minutesLeft(byAddress.at(-1)?.createdAt));
      if (byEmail.length > deps.maxPerEmail)
        return CAREERS_FORM.messages.tooManyForEmail(minutesLeft(byEmail.at(-1)?.createdAt));
      return null;
    },

    /** Forms older than a day no longer count. */
    async prune(): Promise<number> {
      const { count } = await prisma.careersAttempt.deleteMany({
        where: { createdAt: { lt: new Date(deps.clock().getTime() - 24 * 3600_000) } },
      });
      return count;
    },
  };
}
