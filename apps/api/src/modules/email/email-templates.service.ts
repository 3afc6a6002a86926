import {
  EMAIL_SENDS,
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplateKey,
  findUnknownMergeFields,
  mergeFieldsOf,
  type TEmailTemplate,
  type TSaveEmailTemplate,
  unknownMergeFieldsMessage,
} from '@hr/contracts';
import type { Database } from '../../db/prisma.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { DEFAULT_EMAIL_TEMPLATES } from './default-templates.js';

interface StoredTemplate {
  key: string;
  subject: string;
  body: string;
  updatedAt: Date;
}

function toTemplate(key: EmailTemplateKey, stored: StoredTemplate | undefined): TEmailTemplate {
  const text = stored ?? DEFAULT_EMAIL_TEMPLATES[key];
  return {
    key,
    name: EMAIL_SENDS[key].name,
    description: EMAIL_SENDS[key].description,
    subject: text.subject,
    body: text.body,
    mergeFields: [...mergeFieldsOf(key)],
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

/** The subject and body a send of this key uses: the stored template, or the default when none is stored. */
export async function loadTemplateText(
  db: Database,
  key: EmailTemplateKey,
): Promise<{ subject: string; body: string }> {
  const stored = await db.prisma.emailTemplate.findUnique({
    where: { key },
    select: { subject: true, body: true },
  });
  return stored ?? DEFAULT_EMAIL_TEMPLATES[key];
}

export function createEmailTemplateService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    /** Every send's template in the table's order; one not stored yet shows its default. */
    async list(): Promise<TEmailTemplate[]> {
      const rows = await db.prisma.emailTemplate.findMany({
        select: { key: true, subject: true, body: true, updatedAt: true },
      });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return EMAIL_TEMPLATE_KEYS.map((key) => toTemplate(key, byKey.get(key)));
    },

    async save(input: TSaveEmailTemplate, userId: number | undefined): Promise<TEmailTemplate> {
      const allowed = mergeFieldsOf(input.key);
      const fields: Record<string, string> = {};
      for (const name of ['subject', 'body'] as const) {
        const unknown = findUnknownMergeFields(input[name], allowed);
        if (unknown.length) fields[name] = unknownMergeFieldsMessage(unknown);
      }
      const first = fields.subject ?? fields.body;
      if (first) throw new AppError('UNKNOWN_MERGE_FIELD', first, fields);

      const data = { subject: input.subject, body: input.body, updatedById: userId ?? null };
      const saved = await db.prisma.emailTemplate.upsert({
        where: { key: input.key },
        create: { key: input.key, name: EMAIL_SENDS[input.key].name, ...data },
        update: data,
        select: { key: true, subject: true, body: true, updatedAt: true },
      });
      return toTemplate(input.key, saved);
    },
  };
}
