import { existsSync } from 'node:fs';
import { ConfigError, readSettings, type Settings } from '#server/config.ts';
import { describeDatabase, openDatabase, sqliteFile } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { findUserByEmail, setUserRole } from '#server/modules/auth/user.repository.ts';

/**
 * npm run admin -- promote EMAIL | demote EMAIL
 * The one way besides ADMIN_EMAIL to change a role: it needs shell access to the server, never HTTP.
 */
const USAGE = 'Usage: npm run admin -- promote EMAIL | npm run admin -- demote EMAIL';

async function main(argv: string[]): Promise<number> {
  const [command, rawEmail, ...rest] = argv;
  if ((command !== 'promote' && command !== 'demote') || !rawEmail || rest.length > 0) {
    console.error(USAGE);
    return 1;
  }
  const email = rawEmail.trim().toLowerCase();

  let config: Settings;
  try {
    config = readSettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  // Name the database, and never make a new one: a wrong DATA_DIR or DATABASE_URL would otherwise
  // answer "No account…" about an empty database nobody uses.
  const where = describeDatabase(config);
  console.info(`Database: ${where}`);
  if (!config.databaseUrl && !existsSync(sqliteFile(config.dataDir))) {
    console.error(
      `No shop database at ${sqliteFile(config.dataDir)}. Run this with the DATA_DIR the shop uses.`,
    );
    return 1;
  }
  const database = openDatabase({ ...config, createIfMissing: false });
  try {
    if (!(await hasShopTables(database.db))) {
      console.error(
        `${where} holds no shop yet. Start the shop on it once, or check DATABASE_URL and DATA_DIR.`,
      );
      return 1;
    }
    await migrateToLatest(database.db, database.kind);
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      console.error(
        `No account with the email ${email} in ${where}. Sign up with it first, then run this again.`,
      );
      return 1;
    }
    const role = command === 'promote' ? 'admin' : 'user';
    if (user.role === role) {
      console.info(`${email} ${role === 'admin' ? 'is already an admin' : 'is already not an admin'}.`);
      return 0;
    }
    await setUserRole(database.db, email, role);
    console.info(`${email} ${role === 'admin' ? 'is now an admin' : 'is no longer an admin'}.`);
    if (role === 'user' && email === config.adminEmail) {
      console.info('Note: ADMIN_EMAIL names this account, so the next start makes it an admin again.');
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

/** The accounts table is there once the shop has started on this database. */
async function hasShopTables(db: ReturnType<typeof openDatabase>['db']): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.some((table) => table.name === 'user');
}

process.exitCode = await main(process.argv.slice(2));
