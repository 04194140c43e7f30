import { buildClient, isClientBuildStale } from './lib.ts';

/** npm start: builds the client when it is missing or older than its sources, then runs the shop. */
if (process.env.SKIP_CLIENT_BUILD !== 'true' && isClientBuildStale()) {
  console.info('Building the shop pages...');
  const code = buildClient();
  if (code !== 0) process.exit(code);
}
await import('#server/main.ts');
