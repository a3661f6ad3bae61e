import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';

/**
 * Answers newline-delimited JSON, one line per value the generator yields, each flushed as it
 * comes (never compressed: application/x-ndjson). `first` is the generator's first step, taken
 * before the answer starts so its errors are ordinary error answers.
 */
export function ndjson<T>(c: Context<AppEnv>, first: IteratorResult<T>, rest: AsyncGenerator<T>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(`${JSON.stringify(first.value)}\n`));
      else controller.close();
    },
    async pull(controller) {
      if (first.done) return;
      const step = await rest.next();
      if (step.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(step.value)}\n`));
    },
    async cancel() {
      await rest.return(undefined);
    },
  });
  return c.body(body, 200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
}
