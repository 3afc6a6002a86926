// `app.mailer`: the one mail service every feature sends through (see mailer.ts). The email module
// registers it (app.ts, before the routes that send): a plugin imports no module, and the mailer
// renders the email module's templates.
import { OUTBOX_MESSAGES } from '@hr/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer({
      db: app.db,
      log: app.log.child({ module: 'mailer' }),
      from: app.config.mailFrom,
      publicUrl: app.config.publicUrl,
      smtpUrl: app.config.smtpUrl,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    // Captured emails keep live one-time links: whoever runs this should know at start.
    if (!app.config.smtpUrl)
      app.addHook('onReady', async () => app.log.warn(OUTBOX_MESSAGES.capturedLinksLive));
  },
  { name: 'mailer' },
);
