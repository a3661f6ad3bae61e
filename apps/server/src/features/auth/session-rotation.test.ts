import { describe, expect, it } from 'vitest';
import { anonymousVisitor, newEmail, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';

/** A new session token on every change of identity, and no token in the JSON answers (issue 25). */
const t = setupTestApp();
const app = () => t.app;
const SESSION_COOKIE = 'percurso.session_token';

const tokenOf = (agent: BrowserAgent) => agent.cookies.get(SESSION_COOKIE);

/** A browser that only has this session cookie (an attacker who kept the old one). */
function browserWith(cookie: string | undefined): BrowserAgent {
  const agent = createBrowserAgent(app);
  if (cookie) agent.cookies.set(SESSION_COOKIE, cookie);
  return agent;
}

async function meOf(agent: BrowserAgent) {
  const response = await agent.request('/api/me');
  return { status: response.status, body: (await response.json()) as { id?: string; isAnonymous?: boolean } };
}

describe('session rotation', () => {
  it('signs up from an anonymous session with a new token: same user, the old token no longer authenticates', async () => {
    const agent = await anonymousVisitor(app);
    const before = tokenOf(agent);
    const anonymous = await meOf(agent);
    expect(anonymous.body.isAnonymous).toBe(true);

    const email = newEmail();
    const response = await agent.post('/api/auth/sign-up/email', {
      email,
      password: 'segredo1',
      confirmation: 'segredo1',
      name: 'Maria',
      termsAndPolicyCheck: true,
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).not.toContain('token');

    expect(tokenOf(agent)).toBeDefined();
    expect(tokenOf(agent)).not.toBe(before);
    // The visitor's progress stays: the user is the same, now registered.
    expect(await meOf(agent)).toMatchObject({ status: 200, body: { id: anonymous.body.id, isAnonymous: false } });
    expect((await meOf(browserWith(before))).status).toBe(401);
  });

  it('signs in with a new token; the token the browser had before (anonymous or another account) stops working', async () => {
    const account = await registerVisitor(app);
    for (const agent of [await anonymousVisitor(app), (await registerVisitor(app)).agent]) {
      const before = tokenOf(agent);
      const response = await agent.post('/api/auth/sign-in/email', {
        email: account.email,
        password: account.password,
      });
      expect(response.status).toBe(200);
      expect(JSON.stringify(await response.json())).not.toContain('token');
      expect(tokenOf(agent)).not.toBe(before);
      expect((await meOf(agent)).body.id).toBe(account.id);
      expect((await meOf(browserWith(before))).status).toBe(401);
    }
  });

  it('keeps the token out of the anonymous sign-in, get-session and list-sessions answers', async () => {
    const agent = await anonymousVisitor(app);
    const visitor = await registerVisitor(app);
    for (const [who, path] of [
      [agent, '/api/auth/get-session'],
      [visitor.agent, '/api/auth/get-session'],
      [visitor.agent, '/api/auth/list-sessions'],
    ] as const) {
      const response = await who.request(path);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('userId');
      expect(text).not.toMatch(/"token"/);
    }
    const fresh = createBrowserAgent(app);
    const anonymousAnswer = await fresh.post('/api/auth/sign-in/anonymous');
    expect(await anonymousAnswer.json()).toEqual({ user: expect.objectContaining({ isAnonymous: true }) });
  });
});
