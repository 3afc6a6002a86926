// `app.notifications`: the instance's one LISTEN connection (lib/pg-listen.ts). The session cache and
// the lists' bookmarks and totals subscribe to it, so writes anywhere (another instance, an
// operator's SQL) reach this instance's caches.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createListBookmarks, useListBookmarks } from '../lib/list-bookmarks.js';
import { createPgListener, type PgListener } from '../lib/pg-listen.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: PgListener;
  }
}

export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const notifications = createPgListener(app.config.databaseUrl, app.log);
    app.decorate('notifications', notifications);
    // The lists on the app's pool seek deep pages from bookmarks these notifications keep exact.
    const bookmarks = createListBookmarks(notifications);
    useListBookmarks(app.db.pool, bookmarks);
    // This process's own writes drop what they touch as they commit, before the writing request
    // answers: its caller's next call may come before the notification of the write.
    app.db.writes.listen((tables) => bookmarks.dropWritten(tables));
    // Every plugin has subscribed by then.
    app.addHook('onReady', async () => notifications.open());
    app.addHook('onClose', async () => notifications.close());
  },
  { name: 'notifications' },
);
