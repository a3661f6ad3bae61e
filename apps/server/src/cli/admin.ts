import { pathToFileURL } from 'node:url';
import { ptBR } from '@percurso/i18n';
import { loadConfig } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { grantGlobalAdmin, revokeGlobalAdmin } from '../features/access/index.ts';
import { AppError } from '../http/app-error.ts';
import { createLogger } from '../logger.ts';

const USAGE = 'Uso: npm run admin -w @percurso/server -- grant|revoke <email>';

export interface AdminCommandResult {
  ok: boolean;
  message: string;
}

/**
 * `grant <email>` makes a registered user a global admin (a panel access record);
 * `revoke <email>` removes the record. Answers the line to print, never throws for a user error.
 */
export async function runAdminCommand(db: Db, args: readonly string[]): Promise<AdminCommandResult> {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    return { ok: false, message: USAGE };
  }
  try {
    if (command === 'grant') {
      const granted = await grantGlobalAdmin(db, email);
      return {
        ok: true,
        message: `${granted.email}: ${ptBR[granted.isNew ? 'admin.cli.granted' : 'admin.cli.already_admin']}`,
      };
    }
    const revoked = await revokeGlobalAdmin(db, email);
    return {
      ok: true,
      message: `${revoked.email}: ${ptBR[revoked.wasAdmin ? 'admin.cli.revoked' : 'admin.cli.not_admin']}`,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'permission/user-not-found') {
      return { ok: false, message: ptBR['errors.permission/user-not-found'] };
    }
    throw error;
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger('warn');
  const db = await createDatabase(config, logger);
  try {
    await migrateToLatest(db);
    const result = await runAdminCommand(db, process.argv.slice(2));
    (result.ok ? console.log : console.error)(result.message);
    if (!result.ok) process.exitCode = 1;
  } catch (error) {
    logger.fatal({ err: error }, 'admin command failed');
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

// Run only as a command, not when a test imports runAdminCommand.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
