import type { App } from '../src/app.ts';
import { TEST_ORIGIN } from './test-app.ts';

export interface BrowserAgent {
  /** A request as the web app makes it: same origin, with the cookies set so far. */
  request(
    path: string,
    init?: { method?: string; json?: unknown; body?: FormData; headers?: Record<string, string> },
  ): Promise<Response>;
  post(path: string, json?: unknown): Promise<Response>;
  cookies: Map<string, string>;
}

/** A minimal browser: keeps the cookies the app sets (and clears) between requests. */
export function createBrowserAgent(getApp: () => App): BrowserAgent {
  const cookies = new Map<string, string>();
  const agent: BrowserAgent = {
    cookies,
    async request(path, init = {}) {
      const headers = new Headers({ origin: TEST_ORIGIN, ...init.headers });
      if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      const response = await getApp().request(path, {
        method: init.method ?? 'GET',
        headers,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
        // Multipart uploads: fetch sets the boundary in the content type.
        ...(init.body !== undefined ? { body: init.body } : {}),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        const isExpired = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
        if (isExpired) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
    post(path, json = {}) {
      return agent.request(path, { method: 'POST', json });
    },
  };
  return agent;
}
