import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousVisitor, answer, errorCodeOf } from '../../../test/accounts.ts';
import { createBrowserAgent } from '../../../test/browser-agent.ts';
import { setupTestApp } from '../../../test/test-app.ts';
import { createHttpPostalCodeLookup, PostalCodeUnavailableError } from './postal-code-lookup.ts';

/**
 * A local stand-in for ViaCEP (never the internet from a test): one CEP per behaviour of the
 * real service, plus failures.
 */
const requests: string[] = [];
let service: Server;
let serviceUrl = '';

function answerLikeViaCep(request: IncomingMessage, response: import('node:http').ServerResponse) {
  requests.push(request.url ?? '');
  const cep = /\/ws\/(\w+)\/json\//.exec(request.url ?? '')?.[1];
  const send = (status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  };
  if (cep === '01310100') return send(200, JSON.stringify({ cep: '01310-100', localidade: 'São Paulo', uf: 'SP' }));
  if (cep === '00000000') return send(200, JSON.stringify({ erro: 'true' }));
  if (cep === '99999999') return send(404, '{}');
  if (cep === '11111111') return send(503, 'down for maintenance');
  if (cep === '22222222') return send(200, '<html>not json</html>');
  if (cep === '33333333') return; // never answers
  return send(400, '{}');
}

beforeAll(async () => {
  service = createServer(answerLikeViaCep);
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

const t = setupTestApp({ settings: () => ({ cepLookupUrl: `${serviceUrl}/ws/{cep}/json/` }) });
const app = () => t.app;

describe('GET /api/postal-codes/:cep', () => {
  it('answers the city and state of a known CEP, however it was typed', async () => {
    const agent = await anonymousVisitor(app);
    for (const typed of ['01310100', '01310-100', '01.310-100']) {
      expect(await answer(await agent.request(`/api/postal-codes/${typed}`))).toEqual({
        status: 200,
        body: { city: 'São Paulo', state: 'SP' },
      });
    }
    expect(requests).toContain('/ws/01310100/json/');
  });

  it.each([
    ['an {"erro": true} answer', '00000000'],
    ['a 404 answer', '99999999'],
  ])('answers postal-code/not-found for %s', async (_case, cep) => {
    const agent = await anonymousVisitor(app);
    expect(await answer(await agent.request(`/api/postal-codes/${cep}`))).toEqual({
      status: 404,
      body: { error: { code: 'postal-code/not-found', field: 'cep' } },
    });
  });

  it.each([
    ['answers 503', '11111111'],
    ['answers something other than JSON', '22222222'],
  ])('answers 502 postal-code/unavailable when the service %s', async (_case, cep) => {
    const agent = await anonymousVisitor(app);
    expect(await answer(await agent.request(`/api/postal-codes/${cep}`))).toEqual({
      status: 502,
      body: { error: { code: 'postal-code/unavailable', field: 'cep' } },
    });
    expect(t.logs).toContainEqual(expect.objectContaining({ msg: 'postal-code lookup failed' }));
  });

  it('answers invalid-request for something that is not 8 digits, without asking the service', async () => {
    const agent = await anonymousVisitor(app);
    const before = requests.length;
    expect(await answer(await agent.request('/api/postal-codes/0131010'))).toEqual({
      status: 400,
      body: { error: { code: 'invalid-request', field: 'cep' } },
    });
    expect(requests.length).toBe(before);
  });

  it('answers auth/session-required without a session', async () => {
    const response = await createBrowserAgent(app).request('/api/postal-codes/01310100');
    expect(await errorCodeOf(response)).toBe('auth/session-required');
  });
});

describe('the HTTP postal-code lookup', () => {
  it('gives up after its timeout (3 s in the app) with PostalCodeUnavailableError', async () => {
    const lookup = createHttpPostalCodeLookup(`${serviceUrl}/ws/{cep}/json/`, 200);
    const started = Date.now();
    await expect(lookup.find('33333333')).rejects.toBeInstanceOf(PostalCodeUnavailableError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('fails as unavailable when nothing listens', async () => {
    const lookup = createHttpPostalCodeLookup('http://127.0.0.1:9/{cep}');
    await expect(lookup.find('01310100')).rejects.toBeInstanceOf(PostalCodeUnavailableError);
  });
});
