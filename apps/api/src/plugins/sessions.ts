// Server-side sessions. Every token names its session (`sid`); a request is let in only while that
// session is live: not ended (sign-out, disablement, a password, role or grant change), its user
// active and their password hash the one the session started with. The check also answers the
// user's current roles and grants, which the guards use rather than the token's claims, so access
// changed in SQL (a bulk script, a restore) counts too. The answer is cached per session so the
// common request costs no query; ending sessions
// evicts the cache here at once and, through PostgreSQL NOTIFY (triggers on user_session and
// app_user, so an operator's SQL counts too), in every other API instance. While
// that notification channel is down, the cache is bypassed (a query per request, never a stale yes).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../db/prisma.js';
import type { PgListener } from '../lib/pg-listen.js';

/** The NOTIFY channel (the migration's triggers send on it); the payload is the user id. */
const CHANNEL = 'hr_sessions_ended';
const MAX_CACHED = 20_000;

/** Why a session ended (stored in user_session.end_reason). */
export type SessionEndReason =
  | 'SIGNED_OUT'
  | 'DISABLED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET'
  | 'ACCESS_CHANGED';

/** A client that can run SQL: the pool, or a transaction's client. */
type Sql = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;
/** A Prisma transaction (or the client): what the services hold inside their transactions. */
interface PrismaSql {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
}

/** What a live session's user may do now, read from the database (roles by name, grants by code). */
export interface SessionAccess {
  roles: readonly string[];
  authorities: readonly string[];
}

export interface SessionStore {
  /** Starts a session for the user; `expiresAt` follows the token lifetime. Returns its id. */
  start(userId: number, ip: string | undefined): Promise<{ id: string; expiresAt: Date }>;
  /** The user's current access while the session is live and belongs to this user (cached); else undefined. */
  access(sid: string, userId: number): Promise<SessionAccess | undefined>;
  /** True while the session is live and belongs to this user (cached). */
  isLive(sid: string, userId: number): Promise<boolean>;
  /** Pushes the session's end to the new token's expiry (sliding renewal). */
  extend(sid: string, expiresAt: Date): Promise<void>;
  /** Ends one session (sign-out). */
  end(sid: string, reason: SessionEndReason): Promise<void>;
  /**
   * Ends every live session of the user inside the caller's transaction. The other instances hear
   * of it when the transaction commits; call `forget` after the commit for this one.
   */
  endAllOf(tx: PrismaSql, userId: number, reason: SessionEndReason): Promise<void>;
  /** Drops the user's cached sessions in this instance (after a commit that ended them). */
  forget(userId: number): void;
  /** Whether the cache is in use (the notification channel is up). */
  readonly caching: boolean;
}

interface Cached extends SessionAccess {
  userId: number;
  expiresAt: number;
  checkedAt: number;
}

export interface SessionOptions {
  ttlSeconds: number;
  /** How long a cached answer may be reused at most, even with notifications up. */
  cacheSeconds: number;
}

export function createSessionStore(
  db: Database,
  notifications: PgListener,
  options: SessionOptions,
): SessionStore {
  const cache = new Map<string, Cached>();
  // Bumped by every eviction: a lookup that started before it must not cache its (older) answer.
  let generation = 0;
  // One lookup per session at a time: the calls a page makes at once (or every call after the
  // cached answer ages out) wait for the same query rather than each sending one. A call after an
  // eviction starts its own, since the one in flight may predate it.
  const inFlight = new Map<string, { generation: number; found: Promise<Cached | undefined> }>();

  const forget = (userId: number) => {
    generation += 1;
    for (const [sid, entry] of cache) if (entry.userId === userId) cache.delete(sid);
  };
  notifications.subscribe(CHANNEL, {
    message(payload) {
      const userId = Number(payload);
      if (Number.isInteger(userId)) forget(userId);
    },
    reset() {
      generation += 1;
      cache.clear();
    },
  });

  async function lookup(sql: Sql, sid: string): Promise<Cached | undefined> {
    // password_stamp: the md5 of the password hash when the session started (a trigger sets it), so
    // a hash replaced by any means ends the sessions of before.
    const { rows } = await sql.query<{
      user_id: number;
      expires_at: Date;
      roles: string[];
      authorities: string[];
    }>(
      `SELECT s.user_id, s.expires_at,
              ARRAY(SELECT r.name FROM user_role ur JOIN role r ON r.id = ur.role_id
                     WHERE ur.user_id = s.user_id ORDER BY r.name) AS roles,
              ARRAY(SELECT a.authority_code FROM user_authority a
                     WHERE a.user_id = s.user_id ORDER BY a.authority_code) AS authorities
         FROM user_session s JOIN app_user u ON u.id = s.user_id
        WHERE s.id = $1 AND s.ended_at IS NULL AND s.expires_at > now() AND u.active
          AND s.password_stamp = md5(coalesce(u.password_hash, ''))`,
      [sid],
    );
    const row = rows[0];
    return (
      row && {
        userId: row.user_id,
        expiresAt: row.expires_at.getTime(),
        checkedAt: Date.now(),
        roles: row.roles,
        authorities: row.authorities,
      }
    );
  }

  const accessOf = (entry: Cached, userId: number): SessionAccess | undefined =>
    entry.userId === userId ? entry : undefined;

  async function access(sid: string, userId: number): Promise<SessionAccess | undefined> {
    const now = Date.now();
    const hit = cache.get(sid);
    if (
      hit &&
      notifications.listening &&
      now - hit.checkedAt < options.cacheSeconds * 1000 &&
      hit.expiresAt > now
    )
      return accessOf(hit, userId);
    let flight = inFlight.get(sid);
    if (!flight || flight.generation !== generation) {
      const mine = { generation, found: lookup(db.pool, sid) };
      inFlight.set(sid, mine);
      const done = () => {
        if (inFlight.get(sid) === mine) inFlight.delete(sid);
      };
      mine.found.then(done, done);
      flight = mine;
    }
    const started = flight.generation;
    const found = await flight.found;
    if (!found) {
      cache.delete(sid);
      return undefined;
    }
    if (notifications.listening && started === generation) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(sid, found);
    }
    return accessOf(found, userId);
  }

  return {
    get caching() {
      return notifications.listening;
    },

    async start(userId, ip) {
      const id = randomUUID();
      const expiresAt = new Date(Date.now() + options.ttlSeconds * 1000);
      await db.pool.query('INSERT INTO user_session (id, user_id, ip, expires_at) VALUES ($1, $2, $3, $4)', [
        id,
        userId,
        ip?.slice(0, 64) ?? null,
        expiresAt,
      ]);
      return { id, expiresAt };
    },

    access,

    async isLive(sid, userId) {
      return (await access(sid, userId)) !== undefined;
    },

    async extend(sid, expiresAt) {
      await db.pool.query('UPDATE user_session SET expires_at = $2 WHERE id = $1 AND ended_at IS NULL', [
        sid,
        expiresAt,
      ]);
      const hit = cache.get(sid);
      if (hit) hit.expiresAt = expiresAt.getTime();
    },

    async end(sid, reason) {
      // The table's trigger tells the other instances.
      await db.pool.query(
        'UPDATE user_session SET ended_at = now(), end_reason = $2 WHERE id = $1 AND ended_at IS NULL',
        [sid, reason],
      );
      cache.delete(sid);
      generation += 1;
    },

    async endAllOf(tx, userId, reason) {
      // The table's trigger notifies every listening instance when the transaction commits.
      await tx.$executeRaw`UPDATE user_session SET ended_at = now(), end_reason = ${reason}
        WHERE user_id = ${userId} AND ended_at IS NULL`;
    },

    forget,
  };
}
