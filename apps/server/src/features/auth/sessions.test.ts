import { describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, errorCodeOf, registerVisitor } from '../../../test/accounts.ts';
import { type BrowserAgent, createBrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';

const t = setupTestApp();
const app = () => t.app;

interface Listed {
  sessions: Array<{ id: string; current: boolean; userAgent: string | null; createdAt: string }>;
}

async function signIn(email: string, password: string): Promise<BrowserAgent> {
  const agent = createBrowserAgent(app);
  expect((await agent.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
  return agent;
}

async function list(agent: BrowserAgent): Promise<Listed> {
  const response = await agent.request('/api/auth/sessions');
  expect(response.status).toBe(200);
  return (await response.json()) as Listed;
}

describe('sessions of a registered user (devices on /perfil)', () => {
  it('lists every open session without tokens and marks the current one', async () => {
    const visitor = await registerVisitor(app);
    const phone = await signIn(visitor.email, visitor.password);
    const { sessions } = await list(visitor.agent);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    const fromPhone = await list(phone);
    expect(fromPhone.sessions.find((session) => session.current)?.id).not.toBe(
      sessions.find((session) => session.current)?.id,
    );
  });

  it('signs out every other device, keeping this one', async () => {
    const visitor = await registerVisitor(app);
    const laptop = await signIn(visitor.email, visitor.password);
    const tablet = await signIn(visitor.email, visitor.password);
    const response = await visitor.agent.post('/api/auth/revoke-other-sessions', {});
    expect(response.status).toBe(200);
    expect((await laptop.request('/api/me')).status).toBe(401);
    expect((await tablet.request('/api/me')).status).toBe(401);
    expect((await visitor.agent.request('/api/me')).status).toBe(200);
    expect((await list(visitor.agent)).sessions).toHaveLength(1);
  });

  it('signs out one chosen device; another user cannot end it', async () => {
    const visitor = await registerVisitor(app);
    const laptop = await signIn(visitor.email, visitor.password);
    const laptopId = (await list(laptop)).sessions.find((session) => session.current)?.id ?? '';

    const stranger = await registerVisitor(app);
    expect(await answer(await stranger.agent.post('/api/auth/sessions/revoke', { id: laptopId }))).toEqual({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
    expect((await laptop.request('/api/me')).status).toBe(200);

    expect((await visitor.agent.post('/api/auth/sessions/revoke', { id: laptopId })).status).toBe(200);
    expect((await laptop.request('/api/me')).status).toBe(401);
    expect((await visitor.agent.request('/api/me')).status).toBe(200);
  });

  it('answers invalid-request without an id or for the current session', async () => {
    const visitor = await registerVisitor(app);
    const own = (await list(visitor.agent)).sessions[0]?.id;
    for (const body of [{}, { id: '' }, { id: own }]) {
      expect(await errorCodeOf(await visitor.agent.post('/api/auth/sessions/revoke', body))).toBe('invalid-request');
    }
    expect((await visitor.agent.request('/api/me')).status).toBe(200);
  });

  it('refuses anonymous visitors and requests without a session', async () => {
    const anonymous = await anonymousVisitor(app);
    expect(await errorCodeOf(await anonymous.request('/api/auth/sessions'))).toBe('auth/anonymous-not-allowed');
    expect(await errorCodeOf(await createBrowserAgent(app).request('/api/auth/sessions'))).toBe(
      'auth/session-required',
    );
  });
});
