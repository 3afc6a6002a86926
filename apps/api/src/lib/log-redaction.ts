// The request log keeps each request's path (never its query string). Some paths carry an emailed
// one-time code (`/auth/password-link/:code`, `/approval/:token`...): whoever reads the log could use
// it. The routes whose path holds such a code are found from the route table as routes register, so
// a new one is redacted without anyone listing it, and their logged path is the route's pattern with
// the code replaced.

/** A path parameter named like a bearer secret. */
const SECRET_NAME = /code|token|secret|key/i;
/** What stands for a redacted path parameter in the log. */
export const REDACTED = '[redacted]';

const PARAM = /:(\w+)/g;

/**
 * The path parameters of a route that carry a secret: any named like one, and every parameter of
 * a public route (an anonymous caller has no other reason to name something in a path).
 */
export function secretParamsOf(url: string, isPublic: boolean): string[] {
  return [...url.matchAll(PARAM)]
    .map((match) => match[1] ?? '')
    .filter((name) => isPublic || SECRET_NAME.test(name));
}

export interface RequestForLog {
  url: string;
  routeOptions?: { url?: string | undefined };
  params?: unknown;
}

/**
 * Keeps the routes (by pattern) whose path holds a secret, and gives each request's path as the log
 * may show it: without the query string, and with a secret parameter's value replaced.
 */
export function createPathRedactor() {
  const routes = new Map<string, string[]>();
  return {
    /** Called for every route as it registers (an `onRoute` hook). */
    addRoute(url: string, isPublic: boolean) {
      const secrets = secretParamsOf(url, isPublic);
      if (secrets.length > 0) routes.set(url, secrets);
    },
    /** The patterns of the routes whose path carries a secret, with those parameters' names. */
    get routes(): ReadonlyMap<string, readonly string[]> {
      return routes;
    },
    loggedPath(request: RequestForLog): string {
      const path = request.url.split('?')[0] ?? '';
      const pattern = request.routeOptions?.url;
      const secrets = pattern === undefined ? undefined : routes.get(pattern);
      if (!pattern || !secrets) return path;
      const params = (request.params ?? {}) as Record<string, unknown>;
      return pattern.replace(PARAM, (_whole, name: string) =>
        secrets.includes(name) ? REDACTED : encodeURIComponent(String(params[name] ?? '')),
      );
    },
  };
}

export type PathRedactor = ReturnType<typeof createPathRedactor>;
