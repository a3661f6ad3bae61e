import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import { type BrowserAgent, createBrowserAgent } from './browser-agent.ts';
import { uniqueId } from './factories.ts';

export interface RegisteredVisitor {
  agent: BrowserAgent;
  id: string;
  email: string;
  password: string;
  name: string;
}

export const newEmail = () => `${uniqueId('visitante')}@example.com`;

/** A visitor who registered through the API with e-mail and password and is signed in. */
export async function registerVisitor(app: () => App, overrides: Partial<RegisteredVisitor> = {}) {
  const agent = overrides.agent ?? createBrowserAgent(app);
  const email = overrides.email ?? newEmail();
  const password = overrides.password ?? 'segredo1';
  const name = overrides.name ?? 'Maria Visitante';
  const response = await agent.post('/api/auth/sign-up/email', {
    email,
    password,
    confirmation: password,
    name,
    termsAndPolicyCheck: true,
  });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { agent, id: user.id, email, password, name } satisfies RegisteredVisitor;
}

/** An anonymous visitor (the session every visitor starts with). */
export async function anonymousVisitor(app: () => App): Promise<BrowserAgent> {
  const agent = createBrowserAgent(app);
  expect((await agent.post('/api/auth/sign-in/anonymous')).status).toBe(200);
  return agent;
}

/** Status and body of an answer, for comparing error envelopes in one expectation. */
export async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

/** The envelope's error code of an answer (undefined for a success). */
export async function errorCodeOf(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { error?: { code?: string } };
  return body.error?.code;
}
