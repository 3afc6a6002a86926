// A user's own password: "Forgot password" (an emailed one-time link), setting a password from an
// invitation or reset link, and changing it while signed in. Each ends the user's other sessions.
import {
  PASSWORD_RULES,
  passwordRuleBroken,
  SERVER_MESSAGES,
  SET_PASSWORD_PAGE,
  type TLoginAnswer,
  type TPasswordLink,
  USER_MESSAGES,
  type ZChangePassword,
  type ZSetPassword,
} from '@hr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { TokenUser } from '../../plugins/auth.js';
import type { SessionStore } from '../../plugins/sessions.js';
import {
  ACCOUNT_SELECT,
  type AttemptLimits,
  createAttemptLimiter,
  fullName,
  LINK_CODE_ATTEMPT,
  tokenUserOf,
} from '../auth/index.js';
import { issuePasswordLink, usablePasswordLink } from './password-links.js';

export interface AccountDeps extends Pick<ServiceDeps, 'db' | 'mailer' | 'clock'> {
  sessions: Pick<SessionStore, 'endAllOf' | 'forget'>;
  issueToken(user: TokenUser, ip: string): Promise<string>;
  log: FastifyBaseLogger;
  /** "Forgot password" requests allowed per email, and per address across emails, in the window. */
  resetLimits: { perEmail: number; perAddress: number; windowMinutes: number };
  /** The sign-in limit, which the current password of a change and a link's code share. */
  attemptLimits: AttemptLimits;
}

/** 400 naming the rule a new password breaks (the length and common rules are in the contract). */
function assertPolicy(password: string, email: string) {
  const rule = passwordRuleBroken(password, email);
  if (rule) throw new AppError('WEAK_PASSWORD', PASSWORD_RULES[rule], { password: PASSWORD_RULES[rule] });
}

export function createAccountService(deps: AccountDeps) {
  const { db, mailer, clock, sessions, log } = deps;
  const { prisma } = db;
  const attempts = createAttemptLimiter({ db, clock, ...deps.attemptLimits });

  /**
   * The usable link of a code, checked before anything costly: a code that matches no link counts
   * as a wrong try of the address (anonymous guesses share the sign-in limit), 429 once used up.
   */
  async function linkOf(code: string, ip: string) {
    await attempts.check(LINK_CODE_ATTEMPT, ip, USER_MESSAGES.tooManyInvalidLinks);
    try {
      return await usablePasswordLink(prisma, code, clock());
    } catch (error) {
      if (error instanceof AppError && error.code === 'INVALID_LINK')
        await attempts.record(LINK_CODE_ATTEMPT, ip, false);
      throw error;
    }
  }

  async function tooManyResets(email: string, ip: string): Promise<boolean> {
    const since = new Date(clock().getTime() - deps.resetLimits.windowMinutes * 60_000);
    const [byEmail, byAddress] = await Promise.all([
      prisma.passwordResetRequest.count({ where: { email, createdAt: { gte: since } } }),
      prisma.passwordResetRequest.count({ where: { ip, createdAt: { gte: since } } }),
    ]);
    return byEmail >= deps.resetLimits.perEmail || byAddress >= deps.resetLimits.perAddress;
  }

  /** Emails a reset link to an active account with this email. Never awaited by the request. */
  async function sendResetLink(email: string, ip: string) {
    const user = await prisma.user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true, lastName: true, active: true },
    });
    if (!user?.active) return;
    const code = await prisma.$transaction(async (tx) => {
      const issued = await issuePasswordLink(tx, user, 'RESET_PASSWORD', clock());
      await audit(tx, {
        userId: null,
        entity: 'User',
        id: user.id,
        action: 'PASSWORD_RESET_REQUESTED',
        details: { ip },
      });
      return issued;
    });
    await mailer.send({
      templateKey: 'PASSWORD_RESET',
      to: user.email,
      values: { userName: fullName(user), link: mailer.link(SET_PASSWORD_PAGE, { code }) },
      entity: 'User',
      entityId: user.id,
    });
  }

  return {
    /**
     * The same answer, in about the same time, whether the email has an account or not: the
     * account lookup and the email happen after the answer. Limited per email and per address.
     */
    async forgotPassword(email: string, ip: string): Promise<{ message: string; delivery: Promise<void> }> {
      if (await tooManyResets(email, ip))
        throw new AppError('TOO_MANY_ATTEMPTS', USER_MESSAGES.tooManyResets);
      await prisma.passwordResetRequest.create({ data: { email, ip: ip.slice(0, 64) } });
      const delivery = sendResetLink(email, ip).catch((error) => {
        log.warn({ err: error }, 'sending a password reset link failed');
      });
      return { message: USER_MESSAGES.resetLinkSent, delivery };
    },

    /** Whom a link is for, without using it (the page greets the user and shows the email). */
    async passwordLink(code: string, ip: string): Promise<TPasswordLink> {
      const link = await linkOf(code, ip);
      return { email: link.user.email, userName: fullName(link.user), purpose: link.purpose };
    },

    /**
     * Uses the link once: sets the password, ends every session of the user. The code and the
     * password's rules are checked before the password is hashed (the costly part), so unknown codes
     * cost a lookup and, past the limit, a count.
     */
    async setPassword(input: z.output<typeof ZSetPassword>, ip: string): Promise<{ message: string }> {
      const link = await linkOf(input.code, ip);
      assertPolicy(input.password, link.user.email);
      const passwordHash = await hashPassword(input.password);
      const userId = await prisma.$transaction(async (tx) => {
        const link = await usablePasswordLink(tx, input.code, clock());
        assertPolicy(input.password, link.user.email);
        // Only one request can use the link: the second finds it used.
        const used = await tx.registrationCode.updateMany({
          where: { id: link.id, usedAt: null },
          data: { usedAt: clock() },
        });
        if (used.count !== 1)
          throw new AppError('LINK_USED', USER_MESSAGES.linkUsed, { code: USER_MESSAGES.linkUsed });
        await tx.user.update({ where: { id: link.user.id }, data: { passwordHash } });
        await sessions.endAllOf(tx, link.user.id, 'PASSWORD_RESET');
        await audit(tx, {
          userId: link.user.id,
          entity: 'User',
          id: link.user.id,
          action: link.purpose === 'INVITATION' ? 'PASSWORD_SET' : 'PASSWORD_RESET',
        });
        return link.user.id;
      });
      sessions.forget(userId);
      return { message: USER_MESSAGES.passwordSet };
    },

    /**
     * The signed-in user's new password: every session of theirs ends (a stolen token with it), and
     * this browser gets a fresh token so it stays signed in.
     */
    async changePassword(
      userId: number,
      input: z.output<typeof ZChangePassword>,
      ip: string,
    ): Promise<TLoginAnswer> {
      const user = await prisma.user.findUnique({
        where: { id: userId },
        select: ACCOUNT_SELECT,
      });
      if (!user) throw new AppError('INVALID_TOKEN', SERVER_MESSAGES.sessionEnded);
      // A stolen token must not buy unlimited guesses: wrong current passwords count as wrong sign-ins.
      await attempts.check(user.email, ip, USER_MESSAGES.tooManyWrongPasswords);
      const right = user.passwordHash
        ? await verifyPassword(user.passwordHash, input.currentPassword)
        : false;
      if (!right) {
        await prisma.$transaction([
          attempts.record(user.email, ip, false),
          audit(prisma, {
            userId,
            entity: 'User',
            id: userId,
            action: 'PASSWORD_CHANGE_FAILED',
            details: { ip },
          }),
        ]);
        throw new AppError('VALIDATION_FAILED', USER_MESSAGES.currentPasswordWrong, {
          currentPassword: USER_MESSAGES.currentPasswordWrong,
        });
      }
      assertPolicy(input.newPassword, user.email);
      const passwordHash = await hashPassword(input.newPassword);
      await prisma.$transaction(async (tx) => {
        await tx.user.update({ where: { id: userId }, data: { passwordHash } });
        await sessions.endAllOf(tx, userId, 'PASSWORD_CHANGED');
        await audit(tx, { userId, entity: 'User', id: userId, action: 'PASSWORD_CHANGE', details: { ip } });
      });
      sessions.forget(userId);
      // The right password, like a sign-in, starts the email and address's count again.
      await attempts.record(user.email, ip, true);
      const token = await deps.issueToken(tokenUserOf(user), ip);
      return { token, userName: fullName(user) };
    },
  };
}
