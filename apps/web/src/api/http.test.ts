import { ERROR_CODES } from '@percurso/shared';
import { describe, expect, it } from 'vitest';
import { errorMessageKey, errorNotice, messageKeyOf } from './error-messages.ts';
import { ApiError, toApiError } from './http.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('toApiError', () => {
  it('reads the error envelope', async () => {
    const error = await toApiError(json(403, { error: { code: 'guide/disabled', requestId: 'r1' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.requestId]).toEqual(['guide/disabled', 403, 'r1']);
  });

  it('maps answers without a known code by status', async () => {
    expect((await toApiError(new Response('<html>', { status: 404 }))).code).toBe('not-found');
    expect((await toApiError(json(502, { error: { code: 'weird' } }))).code).toBe('internal');
  });
});

describe('errorMessageKey', () => {
  it('has a message for every code, and a network message for anything else', () => {
    expect(errorMessageKey(new ApiError('point/not-found', 404))).toBe('errors.point/not-found');
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('errors.network');
    for (const code of ERROR_CODES) expect(messageKeyOf(code)).toMatch(new RegExp(`^(panel\\.)?errors\\.${code}$`));
  });

  it('finds the message of a panel-only code in the panel catalogue', () => {
    expect(errorMessageKey(new ApiError('import/unreadable-sheet', 400))).toBe('panel.errors.import/unreadable-sheet');
    expect(errorMessageKey(new ApiError('auth/user-disabled', 403))).toBe('errors.auth/user-disabled');
  });
});

describe('errorNotice', () => {
  it('uses the message of a known code', () => {
    expect(errorNotice(new ApiError('auth/wrong-password', 401))).toEqual({ key: 'errors.auth/wrong-password' });
  });

  it('shows a generic message with the code for a code this build does not know', async () => {
    const error = await toApiError(json(400, { error: { code: 'auth/too-many-cats' } }));
    expect(errorNotice(error)).toEqual({ key: 'auth.error_unknown', code: 'auth/too-many-cats' });
  });
});
