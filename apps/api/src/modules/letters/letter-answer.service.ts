// The applicant's side of a letter: answering it with a typed signature (accepting issues the
// signed PDF), uploading its documents, and finding their own letters.
import {
  LETTER_MESSAGES,
  MESSAGES,
  type PipelineEvent,
  signatureMatches,
  type TLetterIds,
  type TUploadComplianceAnswer,
  type ZLetterResponse,
  type ZUploadCompliance,
  zonedDateTime,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { newStorageKey } from '../../plugins/storage.js';
import { applyPipelineEvent } from '../applications/index.js';
import { letterContent, sha256 } from './letter-content.js';
import { type CertificateLines, pdfBytes, renderLetterPdf } from './letter-pdf.js';
import {
  applicationPage,
  assertAccess,
  type Caller,
  complianceDoc,
  createLetterKit,
  invalid,
  type LettersDeps,
  state,
} from './letter-shared.js';
import {
  currentVersion,
  isExpired,
  LETTER_AUDIT_ENTITY,
  LETTER_NAME,
  LETTER_PURPOSE,
  type LetterKind,
  type LetterRow,
  loadLetter,
  lockLetter,
  setComplianceFile,
  type Tx,
  updateLetter,
  type VersionRow,
} from './letter-store.js';

export function createLetterAnswerService(deps: LettersDeps) {
  const { db, mailer, clock, log, storage } = deps;
  const { prisma } = db;
  const { orgToday, contextOf } = createLetterKit(deps);

  /**
   * The signed PDF as issued, with its certificate: its bytes go to the storage (an uploaded_file of
   * the signer's), its SHA-256 to the version, so a copy sent back can be checked. The storage key
   * goes into `stored` at once, to remove if the transaction does not commit.
   */
  async function issueSignedPdf(
    tx: Tx,
    kind: LetterKind,
    id: number,
    caller: Caller,
    timeZone: string,
    stored: string[],
  ): Promise<void> {
    const signed = (await loadLetter(tx, kind, id))!;
    const context = await contextOf(tx, signed);
    let version: VersionRow | undefined = currentVersion(signed);
    // A letter sent before versions were kept: its version is what it says now.
    if (!version) {
      const content = letterContent(signed, context, signed.body, signed.version);
      const owner = kind === 'offer' ? { offerLetterId: id } : { contractLetterId: id };
      const row = await tx.letterVersion.create({
        data: {
          ...owner,
          version: signed.version,
          content,
          contentSha256: sha256(content),
          sentAt: signed.sentAt ?? signed.respondedAt!,
        },
      });
      version = { ...row, signedPdfFile: null };
    }
    const account = await tx.user.findUniqueOrThrow({ where: { id: caller.id }, select: { email: true } });
    const certificate: CertificateLines = {
      signerName: signed.signatureName!,
      signerEmail: account.email,
      signedAtText: zonedDateTime(signed.respondedAt!, timeZone),
      ip: signed.responseIp ?? '—',
      userAgent: signed.responseUserAgent,
      version: version.version,
      contentSha256: version.contentSha256,
    };
    const bytes = await pdfBytes(
      renderLetterPdf(signed, context, {
        compress: deps.compressPdf ?? true,
        contentSha256: version.contentSha256,
        certificate,
      }),
    );
    const storageKey = newStorageKey(clock());
    stored.push(storageKey);
    await storage.put(storageKey, bytes, { contentType: 'application/pdf' });
    const pdfSha256 = sha256(bytes);
    const file = await tx.uploadedFile.create({
      data: {
        originalName: `${kind}-letter-${id}-signed.pdf`,
        storageKey,
        mimeType: 'application/pdf',
        size: bytes.length,
        sha256: pdfSha256,
        purpose: 'SIGNED_LETTER',
        uploadedById: caller.id,
      },
      select: { id: true },
    });
    await tx.letterVersion.update({
      where: { id: version.id },
      data: {
        signerEmail: account.email,
        timeZone,
        signedPdfSha256: pdfSha256,
        signedPdfFileId: file.id,
      },
    });
  }

  /**
   * The applicant's answer: their full name typed, with their consent, signs it (for the version
   * they read); the application's status follows. Accepting issues the signed PDF.
   */
  async function respond(
    kind: LetterKind,
    id: number,
    caller: Caller,
    input: z.output<typeof ZLetterResponse>,
    from: { ip: string; userAgent: string | undefined },
  ): Promise<{ message: string }> {
    const now = clock();
    const { zone, today } = await orgToday();
    const accepted = input.decision === 'ACCEPT';
    const storedPdf: string[] = [];
    const letter = await prisma
      .$transaction(async (tx) => {
        await lockLetter(tx, kind, id);
        const letter = assertAccess(kind, await loadLetter(tx, kind, id), caller, id);
        if (letter.status === 'WITHDRAWN') throw state(LETTER_MESSAGES.withdrawn);
        if (input.version !== undefined && input.version !== letter.version)
          throw state(LETTER_MESSAGES.versionChanged);
        if (letter.status !== 'SENT') throw state(LETTER_MESSAGES.alreadyAnswered);
        if (isExpired(letter, today)) throw state(LETTER_MESSAGES.expired);
        if (!signatureMatches(input.signatureName, letter.applicant))
          throw invalid({ signatureName: LETTER_MESSAGES.signatureMismatch(letter.applicant.name) });
        const status = accepted ? (kind === 'offer' ? 'ACCEPTED' : 'SIGNED') : 'DECLINED';
        await updateLetter(tx, kind, id, {
          status,
          respondedAt: now,
          signatureName: input.signatureName,
          responseComment: input.comment || null,
          responseIp: from.ip.slice(0, 64),
          responseUserAgent: from.userAgent?.slice(0, 500) ?? null,
        });
        const event: PipelineEvent =
          kind === 'offer'
            ? accepted
              ? 'OFFER_ACCEPTED'
              : 'OFFER_DECLINED'
            : accepted
              ? 'CONTRACT_SIGNED'
              : 'CONTRACT_DECLINED';
        await applyPipelineEvent(tx, letter.applicationId, event, caller.id, `${LETTER_NAME[kind]} answered`);
        await audit(tx, {
          userId: caller.id,
          entity: LETTER_AUDIT_ENTITY[kind],
          id,
          action: accepted ? 'ACCEPT' : 'DECLINE',
          details: {
            ip: from.ip,
            userAgent: from.userAgent ?? null,
            version: letter.version,
            consent: input.consent,
          },
        });
        if (accepted) await issueSignedPdf(tx, kind, id, caller, zone, storedPdf);
        return letter;
      })
      .catch(async (error: unknown) => {
        // No row, no bytes: the signed PDF of an answer that was not recorded goes too.
        for (const key of storedPdf) await storage.remove(key).catch(() => {});
        throw error;
      });
    await notifySender(letter, accepted, input.comment ?? null);
    return { message: LETTER_MESSAGES.accepted };
  }

  /** The officer who sent the letter hears the answer (nobody when they are gone). */
  async function notifySender(letter: LetterRow, accepted: boolean, comment: string | null) {
    if (letter.sentById === null) return;
    const sender = await prisma.user.findUnique({
      where: { id: letter.sentById },
      select: { email: true, firstName: true, lastName: true, active: true },
    });
    if (!sender?.active) return;
    try {
      await mailer.send({
        templateKey: 'LETTER_ANSWERED',
        to: sender.email,
        values: {
          recipientName: `${sender.firstName} ${sender.lastName}`.trim(),
          applicantName: letter.applicant.name,
          jobTitle: letter.jobTitle,
          letterName: LETTER_NAME[letter.kind],
          decision: accepted ? 'accepted' : 'declined',
          comment: comment || '(none)',
          link: mailer.link(applicationPage(letter.applicationId)),
        },
        entity: LETTER_PURPOSE[letter.kind].toLowerCase(),
        entityId: letter.id,
      });
    } catch (error) {
      log.warn({ err: error, letterId: letter.id }, 'the answer email could not be recorded');
    }
  }

  async function uploadCompliance(
    kind: LetterKind,
    input: z.output<typeof ZUploadCompliance>,
    caller: Caller,
  ): Promise<TUploadComplianceAnswer> {
    const { today } = await orgToday();
    const letter = await prisma.$transaction(async (tx) => {
      await lockLetter(tx, kind, input.id);
      const letter = assertAccess(kind, await loadLetter(tx, kind, input.id), caller, input.id);
      const open = letter.status === 'SENT' && !isExpired(letter, today);
      if (!open && letter.status !== 'ACCEPTED' && letter.status !== 'SIGNED')
        throw state(LETTER_MESSAGES.notEditableDocuments);
      const rows = new Map(letter.compliance.map((row) => [row.id, row]));
      for (const doc of input.docs) {
        if (!rows.has(doc.id)) {
          const message = LETTER_MESSAGES.unknownDocument(doc.id);
          throw new AppError('VALIDATION_FAILED', message, { docs: message });
        }
      }
      const fileIds = [...new Set(input.docs.map((doc) => doc.applicantFileId))];
      const files = await tx.uploadedFile.findMany({
        where: { id: { in: fileIds }, uploadedById: caller.id, purpose: 'COMPLIANCE' },
        select: { id: true },
      });
      const own = new Set(files.map((file) => file.id));
      const foreign = fileIds.find((fileId) => !own.has(fileId));
      if (foreign !== undefined) throw notFound('File', foreign);
      for (const doc of input.docs) {
        await setComplianceFile(tx, kind, doc.id, doc.applicantFileId);
        rows.get(doc.id)!.applicantFileId = doc.applicantFileId;
      }
      // Every mandatory row needs its file; otherwise the whole call is undone.
      if ([...rows.values()].some((row) => row.mandatory && row.applicantFileId === null))
        throw new AppError('VALIDATION_FAILED', MESSAGES.requiredDocumentsNotUploaded, {
          docs: MESSAGES.requiredDocumentsNotUploaded,
        });
      await audit(tx, {
        userId: caller.id,
        entity: LETTER_AUDIT_ENTITY[kind],
        id: letter.id,
        action: 'UPLOAD_COMPLIANCE',
        details: { rows: input.docs.map((doc) => doc.id) },
      });
      return (await loadLetter(tx, kind, letter.id))!;
    });
    return { message: MESSAGES.save, complianceDoc: complianceDoc(letter) };
  }

  /** The applicant's own letters: the newest sent offer, and its contract. */
  async function letterIds(caller: Caller, email: string): Promise<TLetterIds> {
    const applicant = await prisma.applicant.findUnique({
      where: { userId: caller.id },
      select: { id: true, email: true, user: { select: { email: true } } },
    });
    const given = email.trim().toLowerCase();
    if (
      !applicant ||
      (applicant.email.toLowerCase() !== given && applicant.user?.email.toLowerCase() !== given)
    )
      throw notFound();
    const sent = { not: 'DRAFT' };
    const [offer, contract] = await Promise.all([
      prisma.offerLetter.findFirst({
        where: { status: sent, application: { applicantId: applicant.id } },
        orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
        select: { id: true },
      }),
      prisma.contractLetter.findFirst({
        where: { status: sent, application: { applicantId: applicant.id } },
        orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
        select: { id: true },
      }),
    ]);
    return { offerLetterId: offer?.id ?? null, contractLetterId: contract?.id ?? null };
  }

  return { respond, uploadCompliance, letterIds };
}
