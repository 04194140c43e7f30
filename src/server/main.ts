import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { MigrationError } from './db/migrate.ts';
import { drain, shutdownGraceMs } from './drain.ts';
import { countAdmins } from './modules/auth/user.repository.ts';
import { pictureProgressLine } from './modules/media/picture-preparation.ts';
import { describeStartError } from './start-errors.ts';
import { buildStartMessage } from './start-message.ts';

/** Starts the shop: config, database, server; stops gracefully on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { onPicturesProgress: pictureProgressLine((line) => console.info(line)) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof MigrationError
        ? reason
        : (describeStartError(error, config) ?? `Could not start the shop: ${reason}`),
    );
    process.exit(1);
  }

  let closing = false;
  const graceMs = shutdownGraceMs(config);
  // Stops accepting connections, answers the requests already accepted (new ones on open
  // connections get 503), ends the live streams, then closes the database (ADR 064, 157).
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // If something hangs, do not hang forever.
    const timer = setTimeout(() => {
      app.log.error(`in-flight requests did not finish within ${graceMs / 1000} s; exiting`);
      process.exit(1);
    }, graceMs);
    timer.unref();
    drain(app).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const line = describeStartError(error, config);
    if (!line) throw error;
    console.error(line);
    await app.close().catch(() => {});
    process.exit(1);
  }
  for (const line of buildStartMessage(app, await countAdmins(app.db))) console.info(line);
}

await main();
