// The baseline: a bare Hono route answering a fixed body of the same size as the guide read.
import { readFileSync } from 'node:fs';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';

const body = readFileSync(process.env.BODY_FILE ?? '', 'utf8');
const app = new Hono();
app.get('/bare', (c) => c.body(body, 200, { 'content-type': 'application/json' }));
// The same answer to a JSON POST, read first (the floor of a write bench: instant-rewards).
app.post('/bare', async (c) => {
  await c.req.json();
  return c.body(body, 200, { 'content-type': 'application/json' });
});
// The connection queue the server has (apps/server/src/server.ts), so a burst of fresh connections
// costs the floor what it costs the server.
createAdaptorServer({ fetch: app.fetch }).listen({ port: Number(process.env.PORT), backlog: 4096 });
