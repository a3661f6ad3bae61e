import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemo } from '../features/demo/seed.ts';
import { createLogger } from '../logger.ts';

/** `npm run seed`: writes the demo content, replacing demo records with the same ids. */
const config = loadConfig();
const logger = createLogger(config.logLevel);
const db = await createDatabase(config, logger);
try {
  await migrateToLatest(db);
  const summary = await seedDemo(db, { mediaDir: config.mediaDir });
  logger.info(summary, 'demo content seeded');
} catch (error) {
  logger.fatal({ err: error }, 'seed failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
