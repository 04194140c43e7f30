/** The admin account the browser tests' shops are started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'owner@saadiyat-perfumes.test', password: 'gold-and-oud-2026' } as const;
