import { isDatabaseUnavailable } from '../../db/database-errors.ts';

/**
 * Group commit (docs/decisions/0026-interaction-group-commit.md): calls that arrive while a batch
 * is being written wait for it and are then written together, one batch at a time. Alone, a call
 * is written at once. Each call still gets its own answer: `write` answers one finisher per item
 * (what that caller is answered, or throws for that caller alone). When `write` itself throws (a
 * database error undid the whole batch), each item of the batch is written again on its own, so
 * nobody fails for somebody else; unless the database could not be reached, which fails them all.
 */
export interface GroupCommit<I, R> {
  submit(item: I): Promise<R>;
}

/** Writes the batch that `take` answers (call it once the transaction has its connection). */
export type BatchWriter<I, R> = (take: () => I[]) => Promise<Array<() => Promise<R>>>;

interface Waiting<I, R> {
  item: I;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export function groupCommit<I, R>(write: BatchWriter<I, R>, maxBatch: number): GroupCommit<I, R> {
  const queue: Waiting<I, R>[] = [];
  let writing = false;

  // Each batch starts on a later turn of the event loop (setImmediate), after the requests that
  // arrived meanwhile have been read: PGlite answers on the main thread, so a whole transaction
  // can otherwise run without letting any request in. The batch is taken once the transaction has
  // its connection, so what queued while it waited for one joins it.
  async function writeQueued() {
    try {
      while (queue.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        await settle(() => queue.splice(0, maxBatch));
      }
    } finally {
      writing = false;
    }
  }

  async function settle(take: () => Waiting<I, R>[]): Promise<void> {
    let batch: Waiting<I, R>[] = [];
    let taken = false;
    let finishers: Array<() => Promise<R>>;
    try {
      finishers = await write(() => {
        taken = true;
        batch = take();
        return batch.map((waiting) => waiting.item);
      });
    } catch (error) {
      // Failed before taking its batch (no connection to be had): what it would have taken fails
      // with it, or those callers would wait, and the loop retry, until the database is back.
      if (!taken) batch = take();
      // A database that cannot be reached fails every item alike: no point trying each again.
      if (batch.length <= 1 || isDatabaseUnavailable(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      for (const waiting of batch) await settle(() => [waiting]);
      return;
    }
    await Promise.all(
      batch.map(async (waiting, index) => {
        try {
          const finish = finishers[index];
          if (!finish) throw new Error('a batch answered fewer items than it took');
          waiting.resolve(await finish());
        } catch (error) {
          waiting.reject(error);
        }
      }),
    );
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing) {
          writing = true;
          void writeQueued();
        }
      });
    },
  };
}
