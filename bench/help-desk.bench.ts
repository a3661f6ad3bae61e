// Help requests (issue 30 item 5): how soon the front desk hears of a visitor's request. A
// production server on PGlite with the demo; the desk is the guide's administrator holding the
// desk's event stream open, as its screen does; each of RUNS anonymous visitors asks for help at
// a point. Measured per request: from the visitor's POST to the desk's event, and to the desk's
// list read after it (what its screen does next), next to the target (the desk sees it within 2 s).
import type { GuideBundle } from '@percurso/shared';
import { outboxMails } from '../scripts/outbox.ts';
import { freshDataDir, startServer, stopServer, waitForOk } from '../scripts/server-process.ts';
import { MUSEUM_PATH } from './visitors.ts';

const runs = Number(process.env.RUNS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 4180);
const TARGET_MS = 2000;
const ADMIN = { email: 'bench.desk@example.com', password: 'bench-desk-123', name: 'Bench Desk' };
const origin = `http://127.0.0.1:${port}`;

/** A client with its own cookie jar (the session), sending the origin the server's CSRF check wants. */
function client() {
  let cookie = '';
  return async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', origin);
    if (cookie) headers.set('cookie', cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const response = await fetch(`${origin}${path}`, { ...init, headers, body, redirect: 'manual' });
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    if (response.status >= 400) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
}

/** The sign-up's verification link, from the server's outbox (no SMTP_URL: .eml files). */
async function verificationPath(dataDir: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const { text } of await outboxMails(dataDir)) {
      const link = /https?:\/\/\S+(\/api\/auth\/verify-email\?\S+)/.exec(text)?.[1];
      if (text.includes(ADMIN.email) && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no verification e-mail in the outbox');
}

/** Reads a Server-Sent Events stream, calling `onEvent` with each event's name. */
async function listen(response: Response, onEvent: (name: string) => void) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    // Aborted when the bench is done: the stream ends.
    const chunk = await reader.read().catch(() => undefined);
    if (!chunk || chunk.done) return;
    buffer += decoder.decode(chunk.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const name = /^event: ?(.*)$/m.exec(buffer.slice(0, end))?.[1];
      buffer = buffer.slice(end + 2);
      if (name) onEvent(name);
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const dataDir = freshDataDir('bench-help-desk');
const server = startServer(port, dataDir, { RATE_LIMITS: 'off', HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email });
try {
  await waitForOk(`${origin}/healthz`);
  const desk = client();
  await desk('/api/auth/sign-up/email', {
    method: 'POST',
    json: { ...ADMIN, confirmation: ADMIN.password, termsAndPolicyCheck: true },
  });
  await desk(await verificationPath(dataDir));
  const bundle = (await (await desk(`/api/guides/by-name/${MUSEUM_PATH}`)).json()) as GuideBundle;
  const guideId = bundle.guide.id;
  const pointId = bundle.points[0]?.id ?? '';
  await desk(`/api/panel/guides/${guideId}`, { method: 'PATCH', json: { helpRequestsEnabled: true } });
  await desk(`/api/panel/guides/${guideId}/publish`, { method: 'POST', json: {} });

  const events = new AbortController();
  const stream = await desk(`/api/panel/guides/${guideId}/help-requests/events`, { signal: events.signal });
  let heard: (() => void) | undefined;
  let ready: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void listen(stream, (name) => {
    if (name === 'ready') ready();
    if (name === 'help-requests-changed') heard?.();
  });
  await listening;

  const toEvent: number[] = [];
  const toList: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const visitor = client();
    await visitor('/api/auth/sign-in/anonymous', { method: 'POST', json: {} });
    const event = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const started = performance.now();
    const sent = (await (
      await visitor('/api/help-requests', { method: 'POST', json: { guideId, pointId, need: 'lost' } })
    ).json()) as { request: { id: string } };
    await event;
    toEvent.push(performance.now() - started);
    const { requests } = (await (await desk(`/api/panel/guides/${guideId}/help-requests`)).json()) as {
      requests: Array<{ id: string }>;
    };
    if (!requests.some((request) => request.id === sent.request.id)) throw new Error('the desk list lacks the request');
    toList.push(performance.now() - started);
  }
  events.abort();

  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const worst = sorted.at(-1) ?? 0;
    console.log(
      `${label}: median ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, ` +
        `worst ${worst.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'missed'})`,
    );
  };
  console.log(`\n${runs} help requests, one desk listening, PGlite, loopback`);
  line("visitor's request → desk's event", toEvent);
  line("visitor's request → desk's list has it", toList);
} finally {
  await stopServer(server);
}
