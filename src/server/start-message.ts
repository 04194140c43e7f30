import type { FastifyInstance } from 'fastify';
import { describeDatabase } from './db/database.ts';

/**
 * What the owner reads in the terminal once the shop answers: where it is, which database it
 * uses, and whether anyone can manage it yet, with the README's two ways to make an admin.
 */
export function buildStartMessage(app: FastifyInstance, admins: number): string[] {
  const { config } = app;
  const lines = [
    `Saadiyat Perfumes is open at ${config.publicUrl} (database: ${describeDatabase(config)}, data: ${config.dataDir})`,
  ];
  if (admins > 0) {
    lines.push(
      `Admin: ${admins === 1 ? 'one account has' : `${admins} accounts have`} the admin role; manage the shop at ${config.publicUrl}/admin`,
    );
  } else {
    lines.push(
      'Admin: no account has the admin role yet. To make one, either start with',
      "  ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='a long secret' npm start",
      `or sign up at ${config.publicUrl}/signup and run: npm run admin -- promote you@example.com`,
    );
  }
  return lines;
}
