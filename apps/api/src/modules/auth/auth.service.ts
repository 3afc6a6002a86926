import { SERVER_MESSAGES, type TLoginAnswer, type TLoginRequest } from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { TokenUser } from '../../plugins/auth.js';
import type { SessionStore } from '../../plugins/sessions.js';
import { ACCOUNT_SELECT, fullName, tokenUserOf } from './account-row.js';
import { type AttemptLimits, createAttemptLimiter } from './attempt-limit.js';

export interface LoginDeps extends Pick<ServiceDeps, 'db' | 'clock'>, AttemptLimits {
  /** Starts a session and signs its token. */
  issueToken(user: TokenUser, ip: string): Promise<string>;
  sessions: Pick<SessionStore, 'end'>;
}

// Verified against when the email is unknown, so both answers take the same time.
let dummyHash: Promise<string> | undefined;

export function createAuthService(deps: LoginDeps) {
  const now = deps.clock;
  const { prisma } = deps.db;
  const attempts = createAttemptLimiter(deps);

  async function login(input: TLoginRequest, ip: string): Promise<TLoginAnswer> {
    const { email, password } = input;
    await attempts.check(email, ip);

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
      attempts.record(email, ip, ok),
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

  return { login, logout };
}
