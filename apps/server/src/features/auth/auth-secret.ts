import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'auth-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * BETTER_AUTH_SECRET when set; otherwise the secret kept in DATA_DIR/auth-secret, written on
 * the first start, so `npm start` needs no setup and sessions survive restarts. Several server
 * instances must share one secret: set BETTER_AUTH_SECRET for them.
 */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`BETTER_AUTH_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
    }
    return configured;
  }
  const file = path.join(dataDir, SECRET_FILE);
  const stored = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (stored?.trim()) return stored.trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // `wx`: when two processes start at once, the second fails here instead of overwriting.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
