/**
 * Starts at most one request per turn of the event loop while requests are waiting; the others
 * wait in arrival order. An idle server starts each request at once.
 *
 * Why: Node (libuv 1.45 and later) accepts one new connection per turn of its event loop. When a
 * crowd arrives together (bench:load: 200 phones, 400 connections), the visitors already connected
 * fill every turn with their next requests, and the phones still waiting to connect are accepted
 * one per turn, seconds later. Starting one request per turn keeps each turn short, so new
 * connections are accepted as fast as requests start, and the one that arrived first starts first.
 *
 * Only for a server whose database runs elsewhere (PostgreSQL): with PGlite the database works on
 * this thread, a turn lasts a whole write, and one start per turn would leave group commit
 * (decision 0026) with batches of one.
 */
export function fairStarts<Args extends unknown[], Result>(
  handle: (...args: Args) => Result | Promise<Result>,
): (...args: Args) => Promise<Result> {
  const waiting: Array<() => void> = [];
  let startedThisTurn = false;
  let armed = false;

  const arm = () => {
    if (armed) return;
    armed = true;
    // setImmediate runs after this turn's I/O; one armed while it runs waits for the next turn.
    setImmediate(() => {
      armed = false;
      startedThisTurn = false;
      const next = waiting.shift();
      if (next) {
        startedThisTurn = true;
        next();
        arm();
      }
    });
  };

  return async (...args) => {
    if (startedThisTurn || waiting.length > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    startedThisTurn = true;
    arm();
    return await handle(...args);
  };
}
