import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createMailer } from './index.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox and logs its path, not its body', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'percurso-outbox-'));
    folders.push(dataDir);
    const { lines, logger } = logSink();
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: undefined, dataDir }, logger);
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Redefinição de senha do Percurso',
      text: 'Abra http://localhost/auth/reset-password?token=segredo-do-link',
      html: '<p><a href="http://localhost/auth/reset-password?token=segredo-do-link">Redefinir senha</a></p>',
    });

    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const file = path.join(dataDir, 'outbox', files[0] ?? '');
    const mail = await simpleParser(await readFile(file));
    expect(mail.subject).toBe('Redefinição de senha do Percurso');
    expect(mail.from?.value[0]?.address).toBe('percurso@localhost');
    expect(mail.text).toContain('token=segredo-do-link');

    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, to: 'ana@example.com', subject: 'Redefinição de senha do Percurso', file }),
    );
    expect(JSON.stringify(lines)).not.toContain('segredo-do-link');
  });
});
