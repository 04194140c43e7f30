import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

/** npm run db:migrate: brings the database (SQLite, or DATABASE_URL) up to date, then exits. */
const config = loadConfig();
const database = openDatabase(config);
try {
  const ran = await migrateToLatest(database.db, database.kind);
  console.info(ran.length ? `Migrated: ${ran.join(', ')}` : 'The database is up to date.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
