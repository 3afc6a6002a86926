// The limit on password checks: every wrong guess is a `login_attempt` row (email, address, time),
// kept in the database so every API instance shares it. Sign-in, the current password of a change
// and the code of a password link all count here, so one budget covers them (docs/decisions.md).
import { SERVER_MESSAGES } from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';

export interface AttemptLimits {
  /** Wrong tries per email and address within the window (since the last success). */
  maxFailures: number;
  /** Wrong tries from one address across every email, within the window. */
  maxFailuresPerAddress: number;
  windowMinutes: number;
  /**
   * Sign-in only: wrong tries on one email from any address within the account's (longer) window. A
   * caller that invents its address (X-Forwarded-For without a trusted proxy) or many machines get no
   * more than this; one address alone cannot reach it (config.ts holds the sum). Not for the
   * password link's codes, whose attempts share one `email` for every link.
   */
  account?: { maxFailures: number; windowMinutes: number };
}

/** The `email` of the attempts that guessed a password link's code (no account is known). */
export const LINK_CODE_ATTEMPT = '(password link)';

export function createAttemptLimiter(deps: Pick<ServiceDeps, 'db' | 'clock'> & AttemptLimits) {
  const now = deps.clock;
  const { prisma } = deps.db;

  /**
   * In one query: the wrong tries for this email and address inside the window since their last
   * success, with the oldest of them; and the address's wrong tries on any email inside the window (a
   * success does not reset these: the address could sign in to its own account between guesses at
   * others), with the one whose leaving the window ends the refusal.
   */
  async function recentFailures(email: string, ip: string) {
    const since = new Date(now().getTime() - deps.windowMinutes * 60_000);
    const { rows } = await deps.db.pool.query<{
      failures: number;
      oldest: Date | null;
      address_failures: number;
      address_oldest: Date | null;
    }>(
      `WITH tries AS (
         SELECT email, succeeded, created_at FROM login_attempt WHERE ip = $2 AND created_at > $3
       ), mine AS (
         SELECT created_at FROM tries
          WHERE email = $1 AND NOT succeeded
            AND created_at > coalesce((SELECT max(created_at) FROM tries WHERE email = $1 AND succeeded), $3)
       )
       SELECT (SELECT count(*)::int FROM mine) AS failures,
              (SELECT min(created_at) FROM mine) AS oldest,
              (SELECT count(*)::int FROM tries WHERE NOT succeeded) AS address_failures,
              (SELECT (array_agg(created_at ORDER BY created_at DESC))[$4::int] FROM tries WHERE NOT succeeded)
                AS address_oldest`,
      [email, ip.slice(0, 64), since, deps.maxFailuresPerAddress],
    );
    const row = rows[0];
    return {
      mine: { count: row?.failures ?? 0, oldest: row?.oldest ?? undefined },
      address: { count: row?.address_failures ?? 0, oldest: row?.address_oldest ?? undefined },
    };
  }

  /**
   * The wrong tries on this email from any address inside the account's window (a success does not
   * reset them), with the one whose leaving the window ends the refusal.
   */
  async function recentAccountFailures(
    email: string,
    account: { maxFailures: number; windowMinutes: number },
  ) {
    const since = new Date(now().getTime() - account.windowMinutes * 60_000);
    const failures = await prisma.loginAttempt.findMany({
      where: { email, succeeded: false, createdAt: { gt: since } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
      take: account.maxFailures,
    });
    return { count: failures.length, oldest: failures.at(-1)?.createdAt };
  }

  /** 429 with the seconds until the oldest counted failure leaves the window. */
  function refuse(oldest: Date | undefined, message: string, windowMinutes = deps.windowMinutes): never {
    const unlockAt = (oldest?.getTime() ?? now().getTime()) + windowMinutes * 60_000;
    const retryAfter = Math.max(1, Math.ceil((unlockAt - now().getTime()) / 1000));
    throw new AppError('TOO_MANY_ATTEMPTS', message, { retryAfterSeconds: String(retryAfter) });
  }

  return {
    /**
     * Refuses (429 TOO_MANY_ATTEMPTS, `retryAfterSeconds` in its fields) when this email and address,
     * or this address across emails, or (with `account`) this email from any address, used up the
     * window's wrong tries. Call before the check it guards.
     */
    async check(email: string, ip: string, message: string = SERVER_MESSAGES.tooManyLoginAttempts) {
      const { account } = deps;
      const [{ mine, address }, accountFailures] = await Promise.all([
        recentFailures(email, ip),
        account && email !== LINK_CODE_ATTEMPT ? recentAccountFailures(email, account) : undefined,
      ]);
      if (mine.count >= deps.maxFailures) refuse(mine.oldest, message);
      if (address.count >= deps.maxFailuresPerAddress) refuse(address.oldest, message);
      if (account && accountFailures && accountFailures.count >= account.maxFailures)
        refuse(accountFailures.oldest, message, account.windowMinutes);
    },

    /** The attempt's row (a Prisma promise, so it can join the caller's batch transaction). */
    record(email: string, ip: string, succeeded: boolean) {
      return prisma.loginAttempt.create({
        data: { email, ip: ip.slice(0, 64), succeeded },
        select: { id: true },
      });
    },

    /** Attempts older than a day are no longer needed for the limit. */
    async prune(): Promise<number> {
      const { count } = await prisma.loginAttempt.deleteMany({
        where: { createdAt: { lt: new Date(now().getTime() - 24 * 3600_000) } },
      });
      return count;
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
