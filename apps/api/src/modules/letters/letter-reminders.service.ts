// The reminder job's work: one reminder, with a fresh link, for a letter about to expire unanswered.
import { dateOfDay } from '@hr/contracts';
import { orgCompanyName } from '../../lib/org-settings.js';
import { createLetterKit, type LettersDeps } from './letter-shared.js';
import {
  LETTER_NAME,
  LETTER_PURPOSE,
  type LetterKind,
  loadLetter,
  lockLetter,
  longDate,
  updateLetter,
} from './letter-store.js';

export function createLetterRemindersService(deps: LettersDeps) {
  const { db, mailer, clock } = deps;
  const { prisma } = db;
  const { orgToday, issueCode, linkOf } = createLetterKit(deps);

  /**
   * Sent letters that expire within three days and have not been answered or reminded: the applicant
   * gets one reminder, with a fresh link (their first link still works too).
   */
  async function remindExpiring(): Promise<number> {
    const now = clock();
    const today = dateOfDay((await orgToday()).today);
    const until = new Date(today.getTime() + 3 * 86_400_000);
    const where = { status: 'SENT', remindedAt: null, expiryDate: { gte: today, lte: until } };
    const due: { kind: LetterKind; id: number }[] = [
      ...(await prisma.offerLetter.findMany({ where, select: { id: true } })).map((r) => ({
        kind: 'offer' as const,
        id: r.id,
      })),
      ...(await prisma.contractLetter.findMany({ where, select: { id: true } })).map((r) => ({
        kind: 'contract' as const,
        id: r.id,
      })),
    ];
    const companyName = await orgCompanyName(prisma);
    let sent = 0;
    for (const { kind, id } of due) {
      const claimed = await prisma.$transaction(async (tx) => {
        await lockLetter(tx, kind, id);
        const letter = await loadLetter(tx, kind, id);
        if (letter?.status !== 'SENT' || letter.remindedAt) return null;
        await updateLetter(tx, kind, id, { remindedAt: now });
        return { letter, code: await issueCode(tx, letter, now, false) };
      });
      if (!claimed) continue;
      const { letter, code } = claimed;
      await mailer.send({
        templateKey: 'LETTER_REMINDER',
        to: letter.applicant.email,
        values: {
          applicantName: letter.applicant.name,
          jobTitle: letter.jobTitle,
          letterName: LETTER_NAME[kind],
          expiryDate: longDate(letter.expiryDate!),
          companyName,
          link: linkOf(letter, code),
        },
        entity: LETTER_PURPOSE[kind].toLowerCase(),
        entityId: id,
      });
      sent += 1;
    }
    return sent;
  }

  return { remindExpiring };
}
