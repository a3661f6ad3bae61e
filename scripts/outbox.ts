import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A server without SMTP_URL writes every e-mail as a .eml file in DATA_DIR/outbox. Read here by
 * the e2e support (e2e/support/outbox.ts) and the benches that sign a manager up.
 */

/** Quoted-printable to text: soft line breaks joined, =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

/** Every e-mail in `dataDir`'s outbox, decoded, with its file name; none while the folder is not there yet. */
export async function outboxMails(dataDir: string): Promise<{ file: string; text: string }[]> {
  const folder = join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => ({ file, text: decodeQuotedPrintable(await readFile(join(folder, file), 'utf8')) })),
  );
}
