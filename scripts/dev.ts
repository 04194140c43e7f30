import { spawn } from 'node:child_process';
import { ROOT } from './lib.ts';

/**
 * npm run dev: the API server (restarting on change) and Vite with hot reload, in one command.
 * Open http://localhost:5173; Vite sends /api, /media and /brand-logos to the server on :3000.
 */
const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('vite', ['--host'], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
