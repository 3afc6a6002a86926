// `app.notifications`: the instance's one LISTEN connection (lib/pg-listen.ts), made in app.ts with
// the pool, whose lists' kept totals and bookmarks subscribe to it (db/list-speed.ts); the session
// cache does too. Writes anywhere (another instance, an operator's SQL) so reach this instance's caches.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PgListener } from '../lib/pg-listen.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: PgListener;
  }
}

export const notificationsPlugin = fp(
  async (app: FastifyInstance, { notifications }: { notifications: PgListener }) => {
    app.decorate('notifications', notifications);
    // Every plugin has subscribed by then.
    app.addHook('onReady', async () => notifications.open());
    app.addHook('onClose', async () => notifications.close());
  },
  { name: 'notifications' },
);
