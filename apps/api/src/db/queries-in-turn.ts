// One statement at a time per connection, in the order they were asked for. Prisma's query
// interpreter reads a write's relations with Promise.all, and inside a transaction they all go to the
// transaction's one connection: pg queues them, but that queue is deprecated (a warning on stderr
// now, an error in pg 9). Waiting here for the connection's previous statement gives the same order
// and the same results without it (upstream: prisma/orm pull requests 29468 and 29979).
import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;
const settled = () => {};

/** Makes the client's `query` wait for its previous statement; the query it wraps keeps running. */
export function queryInTurn(client: pg.PoolClient): void {
  const query = client.query as unknown as Query;
  /** The last statement asked for, settled (never rejects); undefined when the connection is idle. */
  let last: Promise<void> | undefined;
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const result = last ? last.then(run) : run();
    const mine = result.then(settled, settled);
    last = mine;
    void mine.then(() => {
      if (last === mine) last = undefined;
    });
    return result;
  };
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    const [config, values, callback] = args;
    // A submittable (a cursor) is answered with itself, at once: it keeps pg's own queue.
    if (config && typeof config === 'object' && 'submit' in config) return query.apply(this, args);
    const respond = [values, callback].find((one) => typeof one === 'function') as
      | ((error: unknown, result: unknown) => void)
      | undefined;
    if (!respond) return inTurn(() => query.apply(this, args) as Promise<unknown>);
    // Callback style (pg's pool.query): the callback is called as before, its turn ends with it.
    const head = args.slice(0, args.indexOf(respond));
    void inTurn(
      () =>
        new Promise<void>((resolve) => {
          query.call(this, ...head, (error: unknown, result: unknown) => {
            resolve();
            respond(error, result);
          });
        }),
    );
    return undefined;
  } as typeof client.query;
}
