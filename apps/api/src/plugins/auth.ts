// Authentication (HS256 JWT) and per-route guards. Every API route declares its guard in its
// options (`config.guard`); a route without one refuses to register.
import fastifyJwt from '@fastify/jwt';
import {
  AUTHORITY_CODES,
  isApplicantOnly,
  joinRoles,
  parseRoles,
  RENEWED_TOKEN_HEADER,
  SERVER_MESSAGES,
  type TTokenPayload,
  ZId,
  ZTokenPayload,
} from '@hr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { Guard } from '../lib/guards.js';
import { createSessionStore, type SessionAccess, type SessionStore } from './sessions.js';

// The guard vocabulary lives in lib (route helpers name it too); the plugin enforces it.
export { type Guard, guards } from '../lib/guards.js';

export interface RouteGuardEntry {
  method: string;
  url: string;
  guard: Guard;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
  }
  interface FastifyInstance {
    /** Every API route with its guard: the access matrix, for review and tests. */
    routeGuards: RouteGuardEntry[];
    /** The server-side sessions every token belongs to. */
    sessions: SessionStore;
    /** Tokens this instance has verified, by their Authorization header (see authenticate). */
    verifiedTokens: Map<string, VerifiedToken>;
    /** Starts a session for the user and signs its token. */
    issueToken(user: TokenUser, ip: string | undefined): Promise<string>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Omit<TTokenPayload, 'exp' | 'iat'>;
    user: TTokenPayload;
  }
}

/** Paths whose routes must declare a guard (the web app's static files are public by nature). */
// The careers site's pages are public, and declared so: a route there without a guard fails at start.
const GUARDED_PREFIXES = ['/api/', '/auth/', '/health', '/ready', '/careers', '/robots.txt'];
/** Under this, a request that matches no route still needs a token: 401 before 404. */
const API_PREFIX = '/api/';

export interface AuthOptions {
  secret: string;
  ttlSeconds: number;
  /** A token older than this is renewed (sliding session): the answer carries a fresh one. 0: never. */
  renewAfterSeconds: number;
  /** The longest a session check may be answered from the cache. */
  sessionCacheSeconds: number;
}

/** Who a token is for: the claims it carries. */
export interface TokenUser {
  id: number;
  email: string;
  roles: readonly string[];
  authorities: readonly string[];
}

/** A token whose signature and claims were checked, kept until it expires. */
interface VerifiedToken {
  payload: TTokenPayload;
  userId: number;
  sid: string;
  expiresAt: number;
  /** Its roles and grants in one comparable text (see accessKey). */
  claims: string;
}

/** Roles and grants in one text that does not depend on their order. */
const accessKey = (roles: readonly string[], authorities: readonly string[]) =>
  `${[...roles].sort().join(',')}|${[...authorities].sort().join(',')}`;

/** The key of a session check's answer, made once per answer (the cache hands out the same object). */
const answerKeys = new WeakMap<SessionAccess, string>();
function accessKeyOf(access: SessionAccess): string {
  let key = answerKeys.get(access);
  if (key === undefined) {
    key = accessKey(access.roles, access.authorities);
    answerKeys.set(access, key);
  }
  return key;
}

/** Requests whose token's roles or grants differ from the user's now: their answer carries a fresh token. */
const staleClaims = new WeakSet<FastifyRequest>();

/** How many verified tokens an instance remembers; the oldest goes first. */
const MAX_VERIFIED_TOKENS = 10_000;

/** Checks a token's signature and claims once (401 when it fails). */
async function verifyToken(request: FastifyRequest): Promise<VerifiedToken> {
  try {
    await request.jwtVerify();
  } catch {
    throw new AppError('INVALID_TOKEN', SERVER_MESSAGES.unauthenticated);
  }
  const payload = ZTokenPayload.safeParse(request.user);
  if (!payload.success) throw new AppError('INVALID_TOKEN', SERVER_MESSAGES.unauthenticated);
  const userId = ZId.safeParse(payload.data.sub);
  const { sid } = payload.data;
  if (!sid || !userId.success) throw new AppError('INVALID_TOKEN', SERVER_MESSAGES.sessionEnded);
  const { roles, authorities } = payload.data;
  return {
    payload: payload.data,
    userId: userId.data,
    sid,
    expiresAt: payload.data.exp * 1000,
    claims: accessKey(parseRoles(roles), authorities),
  };
}

/**
 * The verified token of a request (401 when missing or invalid), with the roles and grants the user
 * holds now in the database, whatever the token claims. The guard hook calls it; a public route that
 * also serves signed-in callers may call it itself. A token checked before is taken from the
 * instance's memory (the signature check and the parse were a tenth of a list call); its session
 * (and with it the user's access) is checked on every request all the same, from the session cache.
 */
export async function authenticate(request: FastifyRequest): Promise<TTokenPayload> {
  const header = request.headers.authorization;
  if (!header) throw new AppError('UNAUTHENTICATED', SERVER_MESSAGES.unauthenticated);
  const known = request.server.verifiedTokens;
  let token = known.get(header);
  if (!token || token.expiresAt <= Date.now()) {
    token = await verifyToken(request);
    if (known.size >= MAX_VERIFIED_TOKENS) known.delete(known.keys().next().value as string);
    known.set(header, token);
  }
  // A well-signed token still needs a live session of an existing, active user.
  const access = await request.server.sessions.access(token.sid, token.userId);
  if (!access) throw new AppError('INVALID_TOKEN', SERVER_MESSAGES.sessionEnded);
  if (accessKeyOf(access) === token.claims) {
    request.user = token.payload;
  } else {
    // Changed since the token was signed (in SQL: the API ends the sessions): the guards go by now.
    request.user = { ...token.payload, roles: joinRoles(access.roles), authorities: [...access.authorities] };
    staleClaims.add(request);
  }
  return request.user;
}

/**
 * The acting user's id: the verified token's `sub`. Call it in a guarded route (or after
 * `authenticate` in a public one); a token whose `sub` is not a user id is refused with 401.
 */
export function actorId(request: FastifyRequest): number {
  const id = ZId.safeParse(request.user?.sub);
  if (!id.success) throw new AppError('INVALID_TOKEN', SERVER_MESSAGES.unauthenticated);
  return id.data;
}

function allows(guard: Guard, user: TTokenPayload): boolean {
  switch (guard.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'staff':
      return !isApplicantOnly(user.roles);
    case 'applicant':
      return isApplicantOnly(user.roles);
    case 'authority':
      return user.authorities.includes(AUTHORITY_CODES[guard.authority]);
    case 'anyAuthority':
      return guard.authorities.some((a) => user.authorities.includes(AUTHORITY_CODES[a]));
    case 'role':
      return parseRoles(user.roles).includes(guard.role);
  }
}

export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: options.ttlSeconds },
      // Only HS256: tokens signed with `none` or another algorithm are refused.
      verify: { algorithms: ['HS256'] },
    });

    const sessions = createSessionStore(app.db, app.notifications, {
      ttlSeconds: options.ttlSeconds,
      cacheSeconds: options.sessionCacheSeconds,
    });
    app.decorate('sessions', sessions);
    app.decorate('verifiedTokens', new Map<string, VerifiedToken>());
    app.decorate('issueToken', async (user: TokenUser, ip: string | undefined) => {
      const session = await sessions.start(user.id, ip);
      return app.jwt.sign({
        sub: String(user.id),
        email: user.email,
        roles: joinRoles(user.roles),
        authorities: [...user.authorities],
        sid: session.id,
      });
    });

    // The token each session was last renewed with: a client that keeps sending its older token (or
    // several calls in flight at once) gets that one again, not a signature and an UPDATE per call.
    const renewals = new Map<string, { token: string; at: number; claims: string }>();
    /**
     * Sliding renewal: an older token of a live session gets a fresh one in the answer's header, with
     * the user's roles and grants as they are now (`user` holds the database's, see authenticate). A
     * token whose claims differ from them gets one at once, so the web app's menus follow.
     */
    async function renew(user: TTokenPayload, stale: boolean): Promise<string | undefined> {
      if (!options.renewAfterSeconds || !user.sid || user.iat === undefined) return undefined;
      const now = Date.now();
      if (!stale && now / 1000 - user.iat < options.renewAfterSeconds) return undefined;
      const { sub, email, roles, authorities, sid } = user;
      const claims = accessKey(parseRoles(roles), authorities);
      const last = renewals.get(sid);
      if (last && last.claims === claims && (now - last.at) / 1000 < options.renewAfterSeconds)
        return last.token;
      const token = app.jwt.sign({ sub, email, roles, authorities, sid });
      await sessions.extend(sid, new Date(now + options.ttlSeconds * 1000));
      if (renewals.size >= MAX_VERIFIED_TOKENS) renewals.delete(renewals.keys().next().value as string);
      renewals.set(sid, { token, at: now, claims });
      return token;
    }

    app.decorate('routeGuards', [] as RouteGuardEntry[]);
    app.addHook('onRoute', (route) => {
      const guard = route.config?.guard;
      if (!GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
      if (!guard) throw new Error(`Route ${String(route.method)} ${route.url} declares no guard`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) app.routeGuards.push({ method, url: route.url, guard });
    });

    app.addHook('onRequest', async (request, reply) => {
      const guard = request.routeOptions.config.guard;
      // No guard: no API route matched (every API route declares one). An unknown API path answers
      // 401 to a caller without a valid token, so the 404 tells only signed-in users what exists.
      if (!guard) {
        if (request.url.startsWith(API_PREFIX)) await authenticate(request);
        return;
      }
      if (guard.kind === 'public') return;
      const user = await authenticate(request);
      if (!allows(guard, user)) throw new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);
      const renewed = await renew(user, staleClaims.has(request));
      if (renewed) reply.header(RENEWED_TOKEN_HEADER, renewed);
    });
  },
  { name: 'auth', decorators: { fastify: ['notifications'] } },
);
