/** The admin account the browser tests' server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'owner@saadiyat-perfumes.test', password: 'gold-and-oud-2026' } as const;

let counter = 0;
/** A fresh email per test, so browser tests never share an account. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}@example.com`;
}
