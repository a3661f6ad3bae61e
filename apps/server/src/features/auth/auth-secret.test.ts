import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('generates a secret in DATA_DIR on the first start and reuses it afterwards', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'percurso-secret-'));
    const dataDir = path.join(folder, 'data');
    const first = await resolveAuthSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(undefined, dataDir)).toBe(first);
    expect((await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600);
  });

  it('prefers BETTER_AUTH_SECRET and refuses one shorter than 32 characters', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'percurso-secret-'));
    const configured = 'x'.repeat(32);
    expect(await resolveAuthSecret(configured, folder)).toBe(configured);
    await expect(resolveAuthSecret('short', folder)).rejects.toThrow(/at least 32/);
  });
});
