// The emailed one-time links that set a password: an invitation (a new user's first password) and a
// reset ("Forgot password"). The code travels only in the link; the database keeps its SHA-256,
// its expiry and when it was used.
import type { PasswordLinkPurpose } from '@hr/contracts';
import { USER_MESSAGES } from '@hr/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken, newToken } from '../../lib/one-time-code.js';

const HOUR_MS = 3600_000;
/** An invitation waits a week for its user; a reset link is asked for now and used now. */
export const LINK_LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  INVITATION: 7 * 24 * HOUR_MS,
  RESET_PASSWORD: HOUR_MS,
};

type Tx = Prisma.TransactionClient;

/**
 * A new link for the user; the user's earlier unused links of the same purpose stop working, so
 * only the newest email's link opens. Returns the code (to put in the link, never stored).
 */
export async function issuePasswordLink(
  tx: Tx,
  user: { id: number; email: string },
  purpose: PasswordLinkPurpose,
  now: Date,
): Promise<string> {
  await tx.registrationCode.updateMany({
    where: { userId: user.id, purpose, usedAt: null },
    data: { usedAt: now },
  });
  const code = newToken();
  await tx.registrationCode.create({
    data: {
      codeHash: hashToken(code),
      email: user.email,
      purpose,
      userId: user.id,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
    },
  });
  return code;
}

/** The link's row when it can still be used: 404 unknown, 410 used or expired. */
export async function usablePasswordLink(tx: Tx, code: string, now: Date) {
  const link = await tx.registrationCode.findUnique({
    where: { codeHash: hashToken(code) },
    select: {
      id: true,
      purpose: true,
      expiresAt: true,
      usedAt: true,
      user: { select: { id: true, email: true, firstName: true, lastName: true, active: true } },
    },
  });
  const purpose = link?.purpose as PasswordLinkPurpose | undefined;
  if (!link?.user || (purpose !== 'INVITATION' && purpose !== 'RESET_PASSWORD') || !link.user.active)
    throw new AppError('INVALID_LINK', USER_MESSAGES.linkUnknown, { code: USER_MESSAGES.linkUnknown });
  if (link.usedAt) throw new AppError('LINK_USED', USER_MESSAGES.linkUsed, { code: USER_MESSAGES.linkUsed });
  if (link.expiresAt <= now)
    throw new AppError('LINK_EXPIRED', USER_MESSAGES.linkExpired, { code: USER_MESSAGES.linkExpired });
  return { ...link, purpose, user: link.user };
}
