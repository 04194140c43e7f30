/** The two databases the shop runs on; migrations sit below the server code and import none of it. */
export type DatabaseKind = 'sqlite' | 'postgres';

/** Column types that differ between SQLite and PostgreSQL; everything else is portable SQL. */
export function columnTypes(kind: DatabaseKind) {
  return {
    timestamp: kind === 'postgres' ? ('timestamptz' as const) : ('text' as const),
    /** better-auth writes real booleans on PostgreSQL and 0/1 on SQLite. */
    authBoolean: kind === 'postgres' ? ('boolean' as const) : ('integer' as const),
  };
}
