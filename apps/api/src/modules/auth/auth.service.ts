import { SERVER_MESSAGES, type TLoginAnswer, type TLoginRequest } from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { TokenUser } from '../../plugins/auth.js';
import type { SessionStore } from '../../plugins/sessions.js';
import { ACCOUNT_SELECT, fullName, tokenUserOf } from './account-row.js';

export interface LoginDeps extends Pick<ServiceDeps, 'db' | 'clock'> {
  /** Starts a session and signs its token. */
  issueToken(user: TokenUser, ip: string): Promise<string>;
  sessions: Pick<SessionStore, 'end'>;
  maxFailures: number;
  /** Wrong tries from one address across every email, within the window. */
  maxFailuresPerAddress: number;
  windowMinutes: number;
  /** Wrong tries on one email from any address, within the account's (longer) window. */
  maxFailuresPerAccount: number;
  accountWindowMinutes: number;
}

// Verified against when the email is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export function createAuthService(deps: LoginDeps) {
  const now = deps.clock;
  const { prisma } = deps.db;

  /** Wrong tries for this email and IP inside the window, since the last success. */
  async function recentFailures(email: string, ip: string): Promise<{ count: number; oldest?: Date }> {
    const since = new Date(now().getTime() - deps.windowMinutes * 60_000);
    const lastSuccess = await prisma.loginAttempt.findFirst({
      where: { email, ip, succeeded: true, createdAt: { gte: since } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    const from = lastSuccess?.createdAt ?? since;
    const failures = await prisma.loginAttempt.findMany({
      where: { email, ip, succeeded: false, createdAt: { gt: from } },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true },
      take: deps.maxFailures,
    });
    return { count: failures.length, oldest: failures[0]?.createdAt };
  }

  /**
   * Wrong tries from this address on any email inside the window. A success does not reset it: the
   * address could sign in to its own account between guesses at others.
   */
  async function recentAddressFailures(ip: string): Promise<{ count: number; oldest?: Date }> {
    const since = new Date(now().getTime() - deps.windowMinutes * 60_000);
    const failures = await prisma.loginAttempt.findMany({
      where: { ip, succeeded: false, createdAt: { gt: since } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
      take: deps.maxFailuresPerAddress,
    });
    return { count: failures.length, oldest: failures.at(-1)?.createdAt };
  }

  /**
   * Wrong tries on this email from any address inside the account's window: a caller that invents
   * its address (X-Forwarded-For without a trusted proxy) or many machines get no more than this.
   * A success does not reset it; one address alone cannot reach it (config.ts holds the sum).
   */
  async function recentAccountFailures(email: string): Promise<{ count: number; oldest?: Date }> {
    const since = new Date(now().getTime() - deps.accountWindowMinutes * 60_000);
    const failures = await prisma.loginAttempt.findMany({
      where: { email, succeeded: false, createdAt: { gt: since } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
      take: deps.maxFailuresPerAccount,
    });
    return { count: failures.length, oldest: failures.at(-1)?.createdAt };
  }

  /** 429 with the seconds until the oldest counted failure leaves its window. */
  function refuse(oldest: Date | undefined, windowMinutes = deps.windowMinutes): never {
    const unlockAt = (oldest?.getTime() ?? now().getTime()) + windowMinutes * 60_000;
    const retryAfter = Math.max(1, Math.ceil((unlockAt - now().getTime()) / 1000));
    throw new AppError('TOO_MANY_ATTEMPTS', SERVER_MESSAGES.tooManyLoginAttempts, {
      retryAfterSeconds: String(retryAfter),
    });
  }

  async function login(input: TLoginRequest, ip: string): Promise<TLoginAnswer> {
    const { email, password } = input;
    const [failures, addressFailures, accountFailures] = await Promise.all([
      recentFailures(email, ip),
      recentAddressFailures(ip),
      recentAccountFailures(email),
    ]);
    if (failures.count >= deps.maxFailures) refuse(failures.oldest);
    if (addressFailures.count >= deps.maxFailuresPerAddress) refuse(addressFailures.oldest);
    if (accountFailures.count >= deps.maxFailuresPerAccount)
      refuse(accountFailures.oldest, deps.accountWindowMinutes);

    const user = await prisma.user.findUnique({
      where: { email },
      select: ACCOUNT_SELECT,
    });
    dummyHash ??= hashPassword('not-a-real-password');
    const ok =
      user?.passwordHash && user.active
        ? await verifyPassword(user.passwordHash, password)
        : (await verifyPassword(await dummyHash, password)) && false;

    // Every sign-in, failed or not, is audited with its address (never the password).
    await prisma.$transaction([
      prisma.loginAttempt.create({ data: { email, ip, succeeded: ok } }),
      prisma.auditEvent.create({
        data: {
          userId: user?.id ?? null,
          entity: 'User',
          entityId: user ? String(user.id) : '-',
          action: ok ? 'SIGN_IN' : 'SIGN_IN_FAILED',
          details: { email, ip },
        },
      }),
      ...(ok && user
        ? [
            prisma.user.update({
              where: { id: user.id },
              data: { lastSignInAt: now() },
              select: { id: true },
            }),
          ]
        : []),
    ]);
    if (!ok || !user) throw new AppError('INVALID_CREDENTIALS', SERVER_MESSAGES.invalidCredentials);

    const token = await deps.issueToken(tokenUserOf(user), ip);
    return { token, userName: fullName(user) };
  }

  /** Ends the caller's session: its token (and any renewal of it) is refused from now on. */
  async function logout(sid: string | undefined): Promise<void> {
    if (sid) await deps.sessions.end(sid, 'SIGNED_OUT');
  }

  /** Attempts older than a day are no longer needed for the limit. */
  async function pruneAttempts(): Promise<number> {
    const { count } = await prisma.loginAttempt.deleteMany({
      where: { createdAt: { lt: new Date(now().getTime() - 24 * 3600_000) } },
    });
    return count;
  }

  return { login, logout, pruneAttempts };
}
