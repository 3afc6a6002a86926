import { API_BASES, RENEWED_TOKEN_HEADER, type TErrorBody } from '@hr/contracts';
import { clearSession, readToken, replaceToken } from '../auth/token';

/** An error answer of any target, with the server's `{ message, code?, fields? }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: TErrorBody;

  constructor(status: number, body: TErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The message of an ApiError (the server's, or our own for a network failure), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body.message ? error.body.message : fallback;
}

type ParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

export interface RequestOptions {
  params?: QueryParams | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

interface ClientConfig {
  baseUrl: string;
  /** 401/403 end the session and send the browser to /login (not for the login call itself). */
  redirectOnAuthError: boolean;
}

export const LOGIN_PATH = '/login';

/**
 * While the server answers 503 (its database is away), a read is asked again after its
 * `Retry-After`, up to this many times; a write is not (it may have been applied).
 */
export const RETRIES_WHILE_UNAVAILABLE = 5;
const LONGEST_RETRY_WAIT_MS = 10_000;

/** The wait a 503's `Retry-After` asks for (seconds), between 1 and 10 s; 5 s when it says none. */
export function retryAfterMs(header: string | null): number {
  const seconds = header && /^\d+$/.test(header.trim()) ? Number(header) : 5;
  return Math.min(Math.max(seconds * 1000, 1000), LONGEST_RETRY_WAIT_MS);
}

export type ServiceState = 'unavailable' | 'available';
const serviceListeners = new Set<(state: ServiceState) => void>();

/**
 * Tells `listener` when a call answers 503 ('unavailable': the client retries reads) and when the
 * server answers again ('available'). The pages' providers show a toast meanwhile; returns the
 * unsubscribe function.
 */
export function onServiceState(listener: (state: ServiceState) => void): () => void {
  serviceListeners.add(listener);
  return () => {
    serviceListeners.delete(listener);
  };
}

let serviceUnavailable = false;
function announce(state: ServiceState) {
  if ((state === 'unavailable') === serviceUnavailable) return;
  serviceUnavailable = state === 'unavailable';
  for (const listener of serviceListeners) listener(state);
}

/** Resolves after `ms`, or rejects with the AbortError when the caller gives up first. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function buildUrl(baseUrl: string, url: string, params?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  // Spec paths come with and without a leading slash; both are relative to the target's base.
  const path = url === '' ? '' : url.startsWith('/') ? url : `/${url}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null && v !== '') search.append(key, String(v));
  }
  const query = search.toString();
  return `${base}${path}${query ? `?${query}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

/** ZErrorBody's check written out: the client is on the login page's path, kept free of zod. */
export function isErrorBody(raw: unknown): raw is TErrorBody {
  if (typeof raw !== 'object' || raw === null) return false;
  const { message, code, fields } = raw as Record<string, unknown>;
  const isTextMap = (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === 'string');
  return (
    typeof message === 'string' &&
    (code === undefined || typeof code === 'string') &&
    (fields === undefined || isTextMap(fields))
  );
}

function toErrorBody(status: number, statusText: string, raw: unknown): TErrorBody {
  if (isErrorBody(raw)) return raw;
  return { message: typeof raw === 'string' && raw ? raw : statusText || `Request failed (${status})` };
}

/** Ends the session after a 401/403 and goes to /login. */
export function endSession(): void {
  clearSession();
  // Already on /login: a second redirect would reload forever.
  if (window.location.pathname !== LOGIN_PATH) window.location.assign(LOGIN_PATH);
}

export function createApiClient(config: ClientConfig) {
  async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = readToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    for (let attempt = 0; ; attempt += 1) {
      try {
        response = await fetch(buildUrl(config.baseUrl, url, options.params), {
          method,
          headers,
          body: body ?? null,
          signal: options.signal ?? null,
        });
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        throw new ApiError(0, {
          message: 'The server could not be reached. Check your connection and try again.',
        });
      }
      if (response.status !== 503) {
        announce('available');
        break;
      }
      announce('unavailable');
      if (method !== 'GET' || attempt >= RETRIES_WHILE_UNAVAILABLE) break;
      await wait(retryAfterMs(response.headers.get('retry-after')), options.signal);
    }

    // Sliding session: the server renews an older token while the user is active.
    const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
    if (renewed && token) replaceToken(token, renewed);

    const raw = await readBody(response).catch(() => undefined);
    if (response.ok) return raw as T;

    if (config.redirectOnAuthError && (response.status === 401 || response.status === 403)) endSession();
    const error = new ApiError(response.status, toErrorBody(response.status, response.statusText, raw));
    // Spec section 8: other errors are logged and rejected.
    console.error(`${method} ${url} failed with ${response.status}: ${error.message}`);
    throw error;
  }

  return {
    request,
    get: <T>(url: string, params?: QueryParams, signal?: AbortSignal) =>
      request<T>('GET', url, { params, signal }),
    post: <T>(url: string, body?: unknown, params?: QueryParams) => request<T>('POST', url, { body, params }),
    put: <T>(url: string, body?: unknown) => request<T>('PUT', url, { body }),
    patch: <T>(url: string, body?: unknown, params?: QueryParams) =>
      request<T>('PATCH', url, { body, params }),
    del: <T>(url: string, params?: QueryParams) => request<T>('DELETE', url, { params }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

// Each target has its own base so they can be deployed apart; by default all live on this origin.
export const MAIN_API_BASE: string = import.meta.env.VITE_MAIN_API_URL || API_BASES.main;

export const mainApi = createApiClient({
  baseUrl: MAIN_API_BASE,
  redirectOnAuthError: true,
});

const HR_API_BASE: string = import.meta.env.VITE_HR_API_URL || API_BASES.hr;

export const hrApi = createApiClient({
  baseUrl: HR_API_BASE,
  redirectOnAuthError: true,
});

// An applicant's registration from the emailed code, before any sign-in: a refused code or email
// shows its message on the form rather than bouncing to /login.
export const hrPublicApi = createApiClient({
  baseUrl: HR_API_BASE,
  redirectOnAuthError: false,
});

// A wrong password answers 401 and must show its message, not bounce to /login.
export const loginApi = createApiClient({
  baseUrl: import.meta.env.VITE_LOGIN_URL || API_BASES.login,
  redirectOnAuthError: false,
});

// The rest of the sign-in tree (sign-out, forgot and set password, change password): a wrong current
// password answers 400, an ended session 401 on sign-out; neither bounces to /login by itself.
export const authApi = createApiClient({
  baseUrl: import.meta.env.VITE_AUTH_URL || API_BASES.auth,
  redirectOnAuthError: false,
});
