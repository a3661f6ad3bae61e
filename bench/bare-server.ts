// The baseline: a bare Hono route answering a fixed body of the same size as the guide read.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const body = readFileSync(process.env.BODY_FILE ?? '', 'utf8');
const app = new Hono();
app.get('/bare', (c) => c.body(body, 200, { 'content-type': 'application/json' }));
// The same answer to a JSON POST, read first (the floor of a write bench: instant-rewards).
app.post('/bare', async (c) => {
  await c.req.json();
  return c.body(body, 200, { 'content-type': 'application/json' });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT) });
