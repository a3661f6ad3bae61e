import { loadConfig } from './config.ts';
import { DataDirError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { createLogger } from './logger.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

// A promise nobody awaited that fails (a background task while the database is away) is logged,
// not fatal: Node's default would end the process and every visitor's request with it.
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled rejection');
});

// A restart's two longest steps at once: the embedded database opens (WebAssembly compile, data
// folder read) while the rest of the server's modules load (docs/operations.md, "Start-up time").
const database = openDatabase(config, logger);
// Awaited by startServer; this only keeps a failure from counting as unhandled before it is.
database.catch(() => {});

try {
  const { startServer } = await import('./server.ts');
  const server = await startServer(config, logger, database);
  logger.info(
    {
      url: server.url,
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      dataDir: config.dataDir,
      bootMs: Math.round(performance.now()),
    },
    `Percurso listening on ${server.url}`,
  );

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    // Closing the database cleanly matters most for PGlite, which writes its files on close; the
    // grace and drain times are bounded (server.ts), this is the last resort if closing hangs.
    const timer = setTimeout(() => process.exit(1), config.shutdown.graceMs + config.shutdown.timeoutMs + 10_000);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  // `on`, not `once`: a second Ctrl+C (or npm passing the signal on) must not kill the process
  // before the database has closed; the isStopping guard ignores repeats.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirError) {
    // A folder problem the operator fixes: the sentence alone, no stack trace.
    logger.fatal(error.message);
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'failed to start');
  }
  process.exit(1);
}
