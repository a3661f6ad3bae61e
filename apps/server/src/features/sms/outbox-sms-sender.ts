import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger.ts';
import type { SmsSender } from './sms-sender.ts';

/**
 * Without an SMS provider: each message becomes a text file in `outboxDir` (first line `To: …`,
 * a blank line, then the text) and a log line names the file. The log never holds the text: it
 * carries a sign-in code.
 */
export function createOutboxSmsSender(settings: { outboxDir: string }, logger: Logger): SmsSender {
  return {
    async send(message) {
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(settings.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.txt`);
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`, { mode: 0o600 });
      logger.info({ to: message.to, file }, 'SMS written to the outbox (no SMS provider)');
    },
  };
}
