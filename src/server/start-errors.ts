/**
 * Turns the system errors a start commonly meets (a busy port, an unusable data folder, a host
 * name that does not resolve) into one line naming the setting and what to do, like the other
 * bad settings (docs/decisions/071-start-errors.md). Anything else answers null: a real fault,
 * which keeps its own message.
 */

interface StartSettings {
  port: number;
  host: string;
  dataDir: string;
}

const DATA_DIR_CODES: Record<string, string> = {
  ENOTDIR: 'a file is in the way where a folder should be',
  EEXIST: 'a file is in the way where a folder should be',
  EACCES: 'the shop may not write there',
  EPERM: 'the shop may not write there',
  EROFS: 'it is on a read-only file system',
  ENOSPC: 'the disk is full',
  SQLITE_CANTOPEN: 'the database file cannot be opened',
  SQLITE_READONLY: 'the database file is read-only',
  SQLITE_READONLY_DIRECTORY: 'the folder is read-only',
};

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** One line for an unusable DATA_DIR, or null when the error says something else. */
export function describeDataDirError(error: unknown, dataDir: string): string | null {
  const reason = DATA_DIR_CODES[codeOf(error) ?? ''];
  if (!reason) return null;
  return `Invalid configuration: DATA_DIR ${dataDir} cannot be used (${reason}): set DATA_DIR to a folder the shop can create and write to.`;
}

/** One line for an error met while opening the data folder or listening, or null. */
export function describeStartError(error: unknown, settings: StartSettings): string | null {
  const code = codeOf(error);
  const { port, host } = settings;
  switch (code) {
    case 'EADDRINUSE':
      return `PORT ${port} is already in use on ${host}: stop the program that holds it, or start on another port (e.g. PORT=${port === 65535 ? 3001 : port + 1} npm start).`;
    case 'EACCES':
    case 'EPERM':
      if (isListenError(error)) {
        return `PORT ${port} may not be opened by this user: use a port above 1023 (e.g. PORT=3000) and a reverse proxy for port 80 or 443.`;
      }
      break;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `HOST ${host} does not resolve to an address: use 0.0.0.0 (every address), 127.0.0.1 (this machine only) or a name this machine resolves.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${host} is not an address of this machine: use 0.0.0.0 (every address), 127.0.0.1 (this machine only) or one of its own addresses.`;
  }
  return describeDataDirError(error, settings.dataDir);
}

function isListenError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'syscall' in error && error.syscall === 'listen';
}
