// One PostgreSQL LISTEN connection per API instance, shared by every cache that other instances (or an
// operator's SQL) must be able to invalidate: each subscribes to its channel. When the connection is
// lost it reconnects; until it is back `listening` is false and the caches must not be trusted.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { APPLICATION_NAME } from './application-name.js';

const RECONNECT_MS = 5_000;

export interface ChannelHandlers {
  /** A notification on the channel, with its payload. */
  message(payload: string): void;
  /**
   * The connection went down, or came back: notifications may have been missed in between, so
   * whatever was learned across the gap is to be dropped.
   */
  reset(): void;
}

export interface PgListener {
  /** True while every subscribed channel is listened to. */
  readonly listening: boolean;
  /** Adds a channel (a plain identifier); LISTENs at once when already connected. */
  subscribe(channel: string, handlers: ChannelHandlers): void;
  open(): Promise<void>;
  close(): Promise<void>;
}

export function createPgListener(databaseUrl: string, log: FastifyBaseLogger): PgListener {
  const channels = new Map<string, ChannelHandlers[]>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  const resetAll = () => {
    for (const handlers of channels.values()) for (const h of handlers) h.reset();
  };

  async function connect() {
    if (closed) return;
    const current = new pg.Client({ connectionString: databaseUrl, application_name: APPLICATION_NAME });
    const down = (error?: Error) => {
      if (client !== current) return;
      client = undefined;
      listening = false;
      resetAll();
      current.end().catch(() => {});
      if (closed) return;
      if (error) log.warn({ err: error }, 'database notifications lost; caches are off until they are back');
      reconnect = setTimeout(() => void connect(), RECONNECT_MS);
      reconnect.unref();
    };
    client = current;
    current.on('error', down);
    current.on('end', () => down());
    current.on('notification', (message) => {
      for (const h of channels.get(message.channel) ?? []) h.message(message.payload ?? '');
    });
    try {
      await current.connect();
      for (const channel of channels.keys()) await current.query(`LISTEN ${channel}`);
      if (client !== current) return;
      listening = true;
      // Anything cached while the connection was coming up was cached without it.
      resetAll();
    } catch (error) {
      down(error as Error);
    }
  }

  return {
    get listening() {
      return listening;
    },

    subscribe(channel, handlers) {
      if (!/^\w+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const known = channels.get(channel);
      if (known) {
        known.push(handlers);
        return;
      }
      channels.set(channel, [handlers]);
      // A channel added while connected is not listened to until its LISTEN has run.
      if (!client) return;
      const current = client;
      listening = false;
      current.query(`LISTEN ${channel}`).then(
        () => {
          if (client !== current) return;
          listening = true;
          resetAll();
        },
        (error: Error) => current.emit('error', error),
      );
    },

    async open() {
      await connect();
    },

    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}
