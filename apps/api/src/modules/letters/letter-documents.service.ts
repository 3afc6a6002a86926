// Reading letters: a letter and its documents, its PDF as issued and its signature certificate, an
// employee's hiring papers, and the check of a signed PDF sent back.
import type { Readable } from 'node:stream';
import {
  hasAuthority,
  isApplicantOnly,
  LETTER_MESSAGES,
  parseRoles,
  ROLES,
  SERVER_MESSAGES,
  type TComplianceDocList,
  type TContractLetterAnswer,
  type TEmployeePapers,
  type TLetterVerification,
  type TOfferLetterAnswer,
  zonedDateTime,
} from '@hr/contracts';
import { audit } from '../../db/audit.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { orgTimeZone } from '../../lib/org-settings.js';
import { sha256 } from './letter-content.js';
import { CONTENT_HASH_KEY, renderCertificatePdf, renderLetterPdf } from './letter-pdf.js';
import {
  type Caller,
  certificateOf,
  complianceDoc,
  createLetterKit,
  type LettersDeps,
} from './letter-shared.js';
import {
  currentVersion,
  LETTER_AUDIT_ENTITY,
  type LetterKind,
  type LetterRow,
  loadLetter,
} from './letter-store.js';

export function createLetterDocumentsService(deps: LettersDeps) {
  const { db, storage } = deps;
  const { prisma } = db;
  const { orgToday, contextOf, offerAnswer, contractAnswer, readable } = createLetterKit(deps);

  return {
    async offer(id: number, caller: Caller): Promise<TOfferLetterAnswer> {
      return offerAnswer(await readable('offer', id, caller));
    },
    async contract(id: number, caller: Caller): Promise<TContractLetterAnswer> {
      return contractAnswer(await readable('contract', id, caller));
    },
    async compliance(kind: LetterKind, id: number, caller: Caller): Promise<TComplianceDocList> {
      return { complianceDoc: complianceDoc(await readable(kind, id, caller)) };
    },
    /**
     * The letter's PDF, once the caller may read it: a signed letter's as issued (the same bytes every
     * time, so a copy can be checked), any other made now from the letter as it stands.
     */
    async pdf(
      kind: LetterKind,
      id: number,
      caller: Caller,
    ): Promise<{ stream: Readable; size: number | null }> {
      const letter = await readable(kind, id, caller);
      const version = currentVersion(letter);
      const signed = letter.status === 'ACCEPTED' || letter.status === 'SIGNED';
      if (signed && version?.signedPdfFile)
        return {
          stream: await storage.get(version.signedPdfFile.storageKey),
          size: version.signedPdfFile.size,
        };
      const { zone } = await orgToday();
      const document = renderLetterPdf(letter, await contextOf(prisma, letter), {
        compress: deps.compressPdf ?? true,
        contentSha256: letter.status === 'DRAFT' ? null : (version?.contentSha256 ?? null),
        certificate: certificateOf(letter, zone),
      });
      return { stream: document, size: null };
    },

    /** The signature certificate of a signed letter on a page of its own (404 before it is signed). */
    async certificatePdf(kind: LetterKind, id: number, caller: Caller): Promise<PDFKit.PDFDocument> {
      const letter = await readable(kind, id, caller);
      const certificate = certificateOf(letter, await orgTimeZone(prisma));
      if (!certificate) throw new AppError('NOT_FOUND', LETTER_MESSAGES.noCertificate);
      return renderCertificatePdf(letter, (await contextOf(prisma, letter)).companyName, certificate, {
        compress: deps.compressPdf ?? true,
      });
    },

    /**
     * The papers an employee was hired with: their sent letters (each PDF as issued and its
     * certificate) and the documents uploaded for them. For ONBOARDING holders and the employee.
     */
    async employeePapers(employeeId: number, caller: Caller): Promise<TEmployeePapers> {
      const employee = await prisma.employee.findUnique({
        where: { id: employeeId },
        select: { userId: true, applicationId: true },
      });
      const own = employee !== null && employee.userId !== null && employee.userId === caller.id;
      // As the employee record: another employee's answers 404 (ids cannot be probed), staff 403.
      if (!own && !hasAuthority(caller.authorities, 'ONBOARDING')) {
        if (!employee || isApplicantOnly(caller.roles) || parseRoles(caller.roles).includes(ROLES.EMPLOYEE))
          throw notFound('Employee', employeeId);
        throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
      }
      if (!employee) throw notFound('Employee', employeeId);
      if (employee.applicationId === null) return { letters: [], documents: [] };
      const zone = await orgTimeZone(prisma);
      const where = { applicationId: employee.applicationId };
      const [offer, contract] = await Promise.all([
        prisma.offerLetter.findUnique({ where, select: { id: true } }),
        prisma.contractLetter.findUnique({ where, select: { id: true } }),
      ]);
      const loaded = await Promise.all([
        offer && loadLetter(prisma, 'offer', offer.id),
        contract && loadLetter(prisma, 'contract', contract.id),
      ]);
      const letters = loaded.filter((letter): letter is LetterRow => !!letter && letter.status !== 'DRAFT');
      return {
        letters: letters.map((letter) => {
          const certificate = certificateOf(letter, zone);
          return {
            kind: letter.kind,
            id: letter.id,
            jobTitle: letter.jobTitle,
            status: letter.status,
            version: letter.version,
            signerName: certificate?.signerName ?? null,
            signedAtText: certificate?.signedAtText ?? null,
            hasCertificate: certificate !== null,
          };
        }),
        documents: letters.flatMap((letter) =>
          letter.compliance.flatMap((row) =>
            row.applicantFile
              ? [
                  {
                    letterKind: letter.kind,
                    name: row.name,
                    fileId: row.applicantFile.id,
                    originalName: row.applicantFile.originalName,
                  },
                ]
              : [],
          ),
        ),
      };
    },

    /**
     * Whether a PDF is a signed letter exactly as issued (its SHA-256 is a signed version's). A copy
     * changed by one byte is not; if it still names a letter's content hash, the answer says which.
     */
    async verify(bytes: Buffer, userId: number): Promise<TLetterVerification> {
      const letterSelect = {
        select: { id: true, applicationId: true, signatureName: true, respondedAt: true },
      };
      const row = await prisma.letterVersion.findFirst({
        where: { signedPdfSha256: sha256(bytes) },
        select: { version: true, timeZone: true, offerLetter: letterSelect, contractLetter: letterSelect },
      });
      const letter = row?.offerLetter ?? row?.contractLetter;
      if (row && letter?.signatureName && letter.respondedAt) {
        const kind: LetterKind = row.offerLetter ? 'offer' : 'contract';
        const when = zonedDateTime(letter.respondedAt, row.timeZone ?? (await orgTimeZone(prisma)));
        await audit(prisma, {
          userId,
          entity: LETTER_AUDIT_ENTITY[kind],
          id: letter.id,
          action: 'VERIFY_PDF',
          details: { match: true, version: row.version },
        });
        return {
          match: true,
          message: LETTER_MESSAGES.verified(letter.signatureName, when),
          detail: null,
          letter: {
            kind,
            id: letter.id,
            applicationId: letter.applicationId,
            version: row.version,
            signerName: letter.signatureName,
            signedAt: letter.respondedAt.toISOString(),
          },
        };
      }
      const named = new RegExp(`${CONTENT_HASH_KEY}([0-9a-f]{64})`).exec(bytes.toString('latin1'))?.[1];
      const claimed =
        named &&
        (await prisma.letterVersion.findFirst({
          where: { contentSha256: named },
          select: { version: true, offerLetterId: true, contractLetterId: true },
        }));
      const detail = claimed
        ? LETTER_MESSAGES.changedCopy(
            claimed.offerLetterId
              ? `offer letter ${claimed.offerLetterId}`
              : `contract letter ${claimed.contractLetterId}`,
            claimed.version,
          )
        : null;
      await audit(prisma, {
        userId,
        entity: 'SignedLetterCheck',
        id: '-',
        action: 'VERIFY_PDF',
        details: { match: false, size: bytes.length },
      });
      return { match: false, message: LETTER_MESSAGES.notVerified, detail, letter: null };
    },
  };
}
