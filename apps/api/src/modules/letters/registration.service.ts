// The applicant's first visit: the emailed code (a letter's, or the "Application received" email's)
// opens the registration form, the code and email are checked together, and the password is set once
// (the code is used up), which signs the applicant in.
// An applicant registers once: a later letter's code tells its holder to sign in, and never sets a
// password over theirs. Public calls: limited per address and per code like sign-in; no answer tells
// whether an email exists.
import {
  LETTER_CODE_PATTERN,
  LETTER_MESSAGES,
  MESSAGES,
  PASSWORD_RULES,
  passwordRuleBroken,
  ROLES,
  SERVER_MESSAGES,
  type TRegistrationAnswer,
  type TRegistrationCodeAnswer,
  type ZRegistrationCheck,
  type ZRegistrationPassword,
} from '@hr/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/one-time-code.js';
import { hashPassword } from '../../lib/password.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { TokenUser } from '../../plugins/auth.js';
import type { SessionStore } from '../../plugins/sessions.js';
import { ACCOUNT_SELECT, fullName, tokenUserOf } from '../auth/index.js';
import type { Tx } from './letter-store.js';

export interface RegistrationDeps extends Pick<ServiceDeps, 'db' | 'clock'> {
  sessions: Pick<SessionStore, 'endAllOf' | 'forget'>;
  issueToken(user: TokenUser, ip: string): Promise<string>;
  /** Failed checks allowed per code, and per address across codes, in the window. */
  limits: { perCode: number; perAddress: number; windowMinutes: number };
}

const APPLICANT = {
  select: { id: true, email: true, user: { select: { passwordHash: true } } },
} as const;

const invalid = () =>
  new AppError('INVALID_LINK', LETTER_MESSAGES.codeInvalid, { code: LETTER_MESSAGES.codeInvalid });
const mismatch = () =>
  new AppError('VALIDATION_FAILED', LETTER_MESSAGES.checkFailed, { email: LETTER_MESSAGES.checkFailed });
const registered = () => new AppError('DUPLICATE', LETTER_MESSAGES.alreadyRegistered);

/** A code cut short or mangled on its way (mail programs break long lines) is told so in words. */
function assertWhole(code: string) {
  if (!LETTER_CODE_PATTERN.test(code))
    throw new AppError('VALIDATION_FAILED', LETTER_MESSAGES.codeDamaged, {
      code: LETTER_MESSAGES.codeDamaged,
    });
}

export function createRegistrationService(deps: RegistrationDeps) {
  const { db, clock, sessions, limits } = deps;
  const { prisma } = db;

  async function assertNotLimited(codeHash: string, ip: string) {
    const since = new Date(clock().getTime() - limits.windowMinutes * 60_000);
    const [byCode, byAddress] = await Promise.all([
      prisma.registrationAttempt.count({ where: { codeHash, succeeded: false, createdAt: { gt: since } } }),
      prisma.registrationAttempt.count({ where: { ip, succeeded: false, createdAt: { gt: since } } }),
    ]);
    if (byCode >= limits.perCode || byAddress >= limits.perAddress)
      throw new AppError('TOO_MANY_ATTEMPTS', SERVER_MESSAGES.tooManyLoginAttempts, {
        retryAfterSeconds: String(limits.windowMinutes * 60),
      });
  }

  /** Runs a check, recording whether it failed (only failures count toward the limit). */
  async function attempt<T>(code: string, ip: string, check: () => Promise<T>): Promise<T> {
    assertWhole(code);
    const codeHash = hashToken(code);
    await assertNotLimited(codeHash, ip);
    try {
      const result = await check();
      await prisma.registrationAttempt.create({ data: { codeHash, ip: ip.slice(0, 64), succeeded: true } });
      return result;
    } catch (error) {
      // A wrong code or email counts; a right one refused for another reason (registered already) does not.
      if (error instanceof AppError && (error.status === 400 || error.status === 404))
        await prisma.registrationAttempt.create({
          data: { codeHash, ip: ip.slice(0, 64), succeeded: false },
        });
      throw error;
    }
  }

  /**
   * The code's row when it opens a sent letter or an application's "Your applications" link: unused,
   * unexpired (404 otherwise, whatever the reason).
   */
  async function usableCode(tx: Tx, code: string) {
    const row = await tx.registrationCode.findUnique({
      where: { codeHash: hashToken(code) },
      select: {
        id: true,
        email: true,
        purpose: true,
        usedAt: true,
        expiresAt: true,
        offerLetter: { select: { status: true, application: { select: { applicant: APPLICANT } } } },
        contractLetter: { select: { status: true, application: { select: { applicant: APPLICANT } } } },
        application: { select: { applicant: APPLICANT } },
      },
    });
    const letter = row?.purpose === 'OFFER_LETTER' ? row.offerLetter : row?.contractLetter;
    // An application's link opens the applicant's applications, whatever their stages.
    const application =
      row?.purpose === 'APPLICATION'
        ? row.application
        : letter?.status === 'SENT'
          ? letter.application
          : null;
    if (!row || !application || row.usedAt || row.expiresAt <= clock()) throw invalid();
    const { applicant } = application;
    return {
      ...row,
      letter: row.purpose as TRegistrationCodeAnswer['letter'],
      applicantId: applicant.id,
      // Registered: the applicant's account (or one with their email) has a password to sign in with.
      registered: Boolean(applicant.user?.passwordHash) || (await hasPassword(tx, applicant.email)),
    };
  }

  async function hasPassword(tx: Tx, email: string): Promise<boolean> {
    const user = await tx.user.findFirst({
      where: { email: { equals: email, mode: 'insensitive' }, passwordHash: { not: null } },
      select: { id: true },
    });
    return user !== null;
  }

  const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  return {
    codeInfo(code: string, ip: string): Promise<TRegistrationCodeAnswer> {
      return attempt(code, ip, async () => {
        const row = await usableCode(prisma, code);
        return { valid: true as const, letter: row.letter, registered: row.registered };
      });
    },

    check(input: z.output<typeof ZRegistrationCheck>, ip: string): Promise<{ message: string }> {
      return attempt(input.code, ip, async () => {
        const row = await usableCode(prisma, input.code);
        if (!sameEmail(row.email, input.email)) throw mismatch();
        if (row.registered) throw registered();
        return { message: MESSAGES.success };
      });
    },

    /**
     * Uses the code once: the applicant's user (made now, or the one already linked or with that
     * email and only the Applicant role) gets the password and a session, like a sign-in.
     */
    resetPassword(input: z.output<typeof ZRegistrationPassword>, ip: string): Promise<TRegistrationAnswer> {
      return attempt(input.code, ip, async () => {
        const rule = passwordRuleBroken(input.password, input.email);
        if (rule)
          throw new AppError('WEAK_PASSWORD', PASSWORD_RULES[rule], { password: PASSWORD_RULES[rule] });
        const passwordHash = await hashPassword(input.password);
        const applicantRole = await prisma.role.findUniqueOrThrow({ where: { name: ROLES.APPLICANT } });
        const userId = await prisma.$transaction(async (tx) => {
          const row = await usableCode(tx, input.code);
          if (!sameEmail(row.email, input.email)) throw mismatch();
          // A password is replaced only when its owner asks ("Forgot password?"), never by a letter link.
          if (row.registered) throw registered();
          // Only one request can use the code: the second finds it used.
          const used = await tx.registrationCode.updateMany({
            where: { id: row.id, usedAt: null },
            data: { usedAt: clock() },
          });
          if (used.count !== 1) throw invalid();
          const applicant = await tx.applicant.findUniqueOrThrow({
            where: { id: row.applicantId },
            select: { id: true, userId: true, email: true, firstName: true, surName: true },
          });
          const existing = await tx.user.findFirst({
            where: applicant.userId
              ? { id: applicant.userId }
              : { email: { equals: applicant.email, mode: 'insensitive' } },
            select: { id: true, roles: { select: { role: { select: { name: true } } } } },
          });
          // A staff account with the applicant's email keeps its own password and roles.
          if (existing?.roles.some((r) => r.role.name !== ROLES.APPLICANT))
            throw new AppError(
              'DUPLICATE',
              'This email belongs to a staff account: sign in on the sign-in page.',
            );
          const user = existing
            ? await tx.user.update({
                where: { id: existing.id },
                data: { passwordHash, active: true },
                select: { id: true },
              })
            : await tx.user.create({
                data: {
                  email: applicant.email.toLowerCase(),
                  firstName: applicant.firstName,
                  lastName: applicant.surName,
                  passwordHash,
                  roles: { create: [{ roleId: applicantRole.id }] },
                },
                select: { id: true },
              });
          if (existing && existing.roles.length === 0)
            await tx.userRole.create({ data: { userId: user.id, roleId: applicantRole.id } });
          if (applicant.userId !== user.id)
            await tx.applicant.update({ where: { id: applicant.id }, data: { userId: user.id } });
          if (existing) await sessions.endAllOf(tx, user.id, 'PASSWORD_RESET');
          await tx.auditEvent.create({
            data: {
              userId: user.id,
              entity: 'User',
              entityId: String(user.id),
              action: existing ? 'PASSWORD_RESET' : 'APPLICANT_REGISTERED',
              details: { ip, purpose: row.purpose },
            },
          });
          return user.id;
        });
        sessions.forget(userId);
        const account = await prisma.user.findUniqueOrThrow({
          where: { id: userId },
          select: ACCOUNT_SELECT,
        });
        const token = await deps.issueToken(tokenUserOf(account), ip);
        return { message: MESSAGES.passwordChanged, token, userName: fullName(account) };
      });
    },
  };
}

/** Attempts older than a day are no longer needed for the limit (the hourly job: jobs.ts). */
export async function pruneRegistrationAttempts({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): Promise<number> {
  const { count } = await db.prisma.registrationAttempt.deleteMany({
    where: { createdAt: { lt: new Date(clock().getTime() - 24 * 3600_000) } },
  });
  return count;
}
