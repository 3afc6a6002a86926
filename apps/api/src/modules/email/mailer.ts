// The one way the product sends email. Every send is rendered from its template, recorded in
// outbound_email and, with SMTP_URL set, handed to that server; without it the email is only
// captured (the Outbox shows it). Bodies carry one-time links: they are never logged.
import {
  type EmailTemplateKey,
  MASKED_LINK_TOKEN,
  type MergeValues,
  mergeFieldsIn,
  type OutboundEmailStatus,
  renderTemplate,
  type TEmailAttachment,
  textToHtml,
} from '@hr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Database } from '../../db/prisma.js';
import { loadTemplateText } from './email-templates.service.js';

export interface SendEmail<K extends EmailTemplateKey> {
  templateKey: K;
  /** One recipient address. */
  to: string;
  /** A value for every merge field of the template (see EMAIL_SENDS). */
  values: MergeValues<K>;
  /** What the email is about, e.g. 'offer_letter' and its id, to find it later. */
  entity?: string;
  entityId?: string | number;
  /** Small text files sent with it (an .ics invite); kept with the record for the Outbox. */
  attachments?: TEmailAttachment[];
}

export interface SendOutcome {
  /** The outbound_email row. */
  id: number;
  status: OutboundEmailStatus;
  /** Why the SMTP server did not take it (FAILED only). */
  error: string | null;
}

export interface Mailer {
  /** Renders, records and (with SMTP) sends. Never throws for a refused or failed delivery: see `status`. */
  send<K extends EmailTemplateKey>(email: SendEmail<K>): Promise<SendOutcome>;
  /** An absolute link into the app for an email: `link('/offer-letter', { code })`. */
  link(path: string, params?: Record<string, string>): string;
  close(): void;
}

export interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  from: string;
  /** Base of emailed links, without a trailing slash. */
  publicUrl: string;
  /** smtp:// or smtps:// URL; unset: capture only. */
  smtpUrl?: string | undefined;
}

const ZAddress = z.email().max(254);
const SUBJECT_MAX = 255;
const ERROR_MAX = 2000;

/** A subject is one header line: values with line breaks must not add headers. */
function oneLine(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, SUBJECT_MAX);
}

/** What stands for a one-time token in the recorded copy of a sent email. */
export const MASKED_TOKEN = MASKED_LINK_TOKEN;
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{16,}$/;

/**
 * The text with the one-time parts of its links into the app masked: every query value and every
 * path segment that looks like a token (16+ URL-safe characters). For the recorded copy of an email
 * that really went out: the recipient got the live link; the Outbox, its export and the database
 * must not let a manager answer in the approver's (or applicant's) place.
 */
export function maskLinks(text: string, publicUrl: string): string {
  const base = publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(
    new RegExp(`${base}(/[^\\s<>"'?#]*)?(\\?[^\\s<>"'#]*)?`, 'g'),
    (_link, path = '', query = '') => {
      const maskedPath = (path as string)
        .split('/')
        .map((segment) => (TOKEN_SEGMENT.test(segment) ? MASKED_TOKEN : segment))
        .join('/');
      const maskedQuery = (query as string).replace(/([?&][^=&]+=)[^&]*/g, `$1${MASKED_TOKEN}`);
      return `${publicUrl}${maskedPath}${maskedQuery}`;
    },
  );
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // A hanging mail server must not hold the request that sends.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;

  async function deliver(message: {
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: TEmailAttachment[];
  }): Promise<{ status: OutboundEmailStatus; error: string | null }> {
    if (!transport) return { status: 'CAPTURED', error: null };
    if (!ZAddress.safeParse(message.to).success)
      return { status: 'FAILED', error: 'Invalid recipient address' };
    try {
      const { attachments, ...rest } = message;
      await transport.sendMail({
        from: options.from,
        ...rest,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      return { status: 'SENT', error: null };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { status: 'FAILED', error: text.slice(0, ERROR_MAX) || 'Sending failed' };
    }
  }

  return {
    async send({ templateKey, to, values, entity, entityId, attachments = [] }) {
      const template = await loadTemplateText(db, templateKey);
      const given = values as Record<string, string>;
      const missing = mergeFieldsIn(`${template.subject}\n${template.body}`).filter(
        (name) => given[name] === undefined,
      );
      if (missing.length) log.warn({ templateKey, missing }, 'email sent without values for merge fields');

      const subject = oneLine(renderTemplate(template.subject, given));
      const text = renderTemplate(template.body, given);
      const html = textToHtml(text);
      const recipient = to.trim();
      const outcome = await deliver({ to: recipient, subject, text, html, attachments });
      // Captured (no mail server): the Outbox is the only mailbox, so its links stay live.
      const recorded = transport ? maskLinks(text, options.publicUrl) : text;

      const row = await db.prisma.outboundEmail.create({
        data: {
          toAddress: recipient.slice(0, 254),
          subject,
          textBody: recorded,
          htmlBody: transport ? textToHtml(recorded) : html,
          templateKey,
          status: outcome.status,
          error: outcome.error,
          entity: entity ?? null,
          entityId: entityId === undefined ? null : String(entityId),
          attachments,
          sentAt: outcome.status === 'SENT' ? new Date() : null,
        },
        select: { id: true },
      });
      const level = outcome.status === 'FAILED' ? 'warn' : 'info';
      log[level]({ emailId: row.id, templateKey, status: outcome.status }, 'email recorded');
      return { id: row.id, ...outcome };
    },

    link(path, params) {
      const url = new URL(path, `${options.publicUrl}/`);
      // A base with a path (https://host/hr) keeps it: resolve relative to it, not to the host.
      if (path.startsWith('/')) url.pathname = `${new URL(`${options.publicUrl}/`).pathname}${path.slice(1)}`;
      for (const [key, value] of Object.entries(params ?? {})) url.searchParams.set(key, value);
      return url.toString();
    },

    close() {
      transport?.close();
    },
  };
}
