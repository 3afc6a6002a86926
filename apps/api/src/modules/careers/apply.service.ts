// An application sent through a position page's form. Nothing reaches the pipeline before every
// check passes: the limits (every form counts), the hidden field a person leaves empty, the signed
// time the page was served (not too fast, not forged), the fields, the resume's content and size.
// Then the applications module creates it as HR's form does (applicant by email, resume read,
// scored), New, with the source "Careers site".
import {
  applicationExistsMessage,
  CAREERS_FORM,
  CAREERS_SOURCE,
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  ZCareersApplication,
} from '@hr/contracts';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  createApplicationRecordService,
  type ResumeFields,
  readResumeFields,
} from '../applications/index.js';
import { createFileService, sniffFileType } from '../files/index.js';
import { sendApplicationReceived } from '../my-applications/index.js';
import { type ApplyLimits, createApplyLimiter } from './apply-limit.js';
import { checkFormToken } from './form-token.js';

const M = CAREERS_FORM.messages;
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'coverNote'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export interface ApplyInput {
  positionId: number;
  ip: string;
  fields: Record<string, string | string[]>;
  file?: { bytes: Buffer; givenName: string };
  /** The upload's own refusal (too large, cut off), with the text fields read before it. */
  fileError?: AppError;
}

export type ApplyOutcome =
  | { kind: 'created'; applicationId: number; email: string; emailError?: unknown }
  | {
      kind: 'refused';
      status: 400 | 409 | 413 | 415 | 429;
      values: Partial<Record<TextField, string>>;
      errors: Partial<Record<string, string>>;
      alert?: string;
    };

/** The resume by its content, never its name: a PDF or a Word .docx file within the size. */
function resumeRefusal(input: Pick<ApplyInput, 'file' | 'fileError'>): {
  status: 400 | 413 | 415;
  message: string;
} | null {
  if (input.fileError)
    return input.fileError.code === 'FILE_TOO_LARGE'
      ? { status: 413, message: M.resumeSize }
      : { status: 400, message: M.resume };
  if (!input.file) return { status: 400, message: M.resume };
  if (input.file.bytes.length > RESUME_MAX_BYTES) return { status: 413, message: M.resumeSize };
  const type = sniffFileType(input.file.bytes);
  if (!type || !(RESUME_TYPES as readonly string[]).includes(type))
    return { status: 415, message: M.resumeType };
  return null;
}

const REFUSAL_CODES = { 400: 'NO_FILE', 413: 'FILE_TOO_LARGE', 415: 'UNSUPPORTED_FILE_TYPE' } as const;

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? '';

export function createApplyService(
  deps: ServiceDeps & { secret: string; limits: ApplyLimits; minFillSeconds: number },
) {
  const limiter = createApplyLimiter({ db: deps.db, clock: deps.clock, ...deps.limits });
  const files = createFileService(deps);
  const records = createApplicationRecordService(deps);
  const { prisma } = deps.db;

  return {
    /**
     * What the chosen resume gives for the form's empty fields (the page's script asks). Held by the
     * address's limit like a form sent, and by the page's stamp (not its fill time: a person picks
     * the file first); the file is checked as the form checks it, read, and kept nowhere.
     */
    async resumeFields(input: Omit<ApplyInput, 'fields'> & { formToken: string }): Promise<ResumeFields> {
      const limited = await limiter.count('', input.ip);
      if (limited) throw new AppError('TOO_MANY_ATTEMPTS', limited);
      const stamp = checkFormToken(deps.secret, input.positionId, input.formToken, deps.clock(), 0);
      if (stamp !== 'ok') throw new AppError('VALIDATION_FAILED', M.formExpired);
      const refused = resumeRefusal(input);
      if (refused)
        throw new AppError(REFUSAL_CODES[refused.status], refused.message, { resume: refused.message });
      try {
        return await readResumeFields(input.file!.bytes, sniffFileType(input.file!.bytes)!);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RESUME_REFUSED')
          throw new AppError('RESUME_REFUSED', error.message, { resume: error.message });
        throw error;
      }
    },

    async apply(input: ApplyInput): Promise<ApplyOutcome> {
      const raw = Object.fromEntries(
        TEXT_FIELDS.map((name) => [name, one(input.fields[name]).slice(0, 6000)]),
      );
      const values = raw as Partial<Record<TextField, string>>;
      const refuse = (
        status: 400 | 409 | 413 | 415 | 429,
        errors: Partial<Record<string, string>>,
        alert?: string,
      ): ApplyOutcome => ({ kind: 'refused', status, values, errors, ...(alert ? { alert } : {}) });

      const limited = await limiter.count(values.email ?? '', input.ip);
      if (limited) return refuse(429, {}, limited);
      // A person never sees the field (hidden, out of the tab order); robots fill every input.
      if (one(input.fields.website) !== '') return refuse(400, {}, M.refused);
      const stamp = checkFormToken(
        deps.secret,
        input.positionId,
        one(input.fields.formToken),
        deps.clock(),
        deps.minFillSeconds,
      );
      if (stamp === 'tooFast') return refuse(400, {}, M.tooFast);
      if (stamp === 'invalid') return refuse(400, {}, M.formExpired);

      const errors: Record<string, string> = {};
      const parsed = ZCareersApplication.safeParse({
        ...raw,
        consent: one(input.fields.consent) || undefined,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? 'form');
          errors[name] ??= issue.message;
        }
      }
      const fileRefusal = resumeRefusal(input);
      if (fileRefusal) errors.resume = fileRefusal.message;
      if (!parsed.success || Object.keys(errors).length > 0) {
        const onlyFile = Object.keys(errors).length === 1 && errors.resume;
        return refuse(onlyFile && fileRefusal ? fileRefusal.status : 400, errors);
      }
      const form = parsed.data;

      // Asked before the file is stored: a second application keeps no second copy of a resume.
      const existing = await prisma.$queryRaw<{ email: string }[]>`
        SELECT a.email FROM applicant a JOIN application p ON p.applicant_id = a.id
         WHERE lower(a.email) = ${form.email} AND p.job_position_id = ${input.positionId} LIMIT 1`;
      if (existing[0]) return refuse(409, { email: applicationExistsMessage(existing[0].email) });

      try {
        const file = await files.upload(
          { bytes: input.file!.bytes, givenName: input.file!.givenName, purpose: 'RESUME' },
          null,
        );
        const saved = await records
          .create(
            {
              jobPositionId: input.positionId,
              resumeId: file.id,
              applicant: {
                firstName: form.firstName,
                surName: form.lastName,
                email: form.email,
                mobile: form.phone,
                source: CAREERS_SOURCE,
                qualificationIds: [],
                lifecycleIds: [],
                skillIds: [],
                computerSkillIds: [],
                languageIds: [],
              },
            },
            null,
            { coverNote: form.coverNote },
          )
          .catch(async (error: unknown) => {
            // Refused after the file was stored (the same email's application won a race): the
            // file and its row go now, rather than waiting a day for the clean-up job.
            await files.discard(file.id);
            throw error;
          });
        // The application is saved: a failed confirmation must not answer the applicant with an
        // error (sending again would meet "already exists"); the route logs it, the Outbox shows it.
        const emailError = await sendApplicationReceived(deps, { applicationId: saved.applicationId }).then(
          () => undefined,
          (error: unknown) => error ?? new Error('confirmation email failed'),
        );
        return {
          kind: 'created',
          applicationId: saved.applicationId,
          email: form.email,
          ...(emailError ? { emailError } : {}),
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'APPLICATION_EXISTS') return refuse(409, { email: error.message });
        if (['UNSUPPORTED_FILE_TYPE', 'RESUME_REFUSED', 'FILE_EMPTY'].includes(error.code))
          return refuse(400, { resume: error.code === 'RESUME_REFUSED' ? error.message : M.resumeType });
        if (error.code === 'FILE_TOO_LARGE') return refuse(413, { resume: M.resumeSize });
        throw error;
      }
    },
  };
}

export type ApplyService = ReturnType<typeof createApplyService>;
