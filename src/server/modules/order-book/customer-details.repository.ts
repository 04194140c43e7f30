import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { CustomerDetails } from '#shared/order-book.ts';

/** A signed-in customer's answers, remembered on their account for the next checkout. */
export async function saveCustomerDetails(
  db: Kysely<Database>,
  userId: string,
  details: CustomerDetails,
  now: string = new Date().toISOString(),
): Promise<void> {
  const values = { name: details.name, phone: details.phone, address: details.address, updated_at: now };
  await db
    .insertInto('customer_details')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function findCustomerDetails(
  db: Kysely<Database>,
  userId: string,
): Promise<{ name: string | null; phone: string | null; address: string | null }> {
  const row = await db
    .selectFrom('customer_details')
    .select(['name', 'phone', 'address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { name: null, phone: null, address: null };
}
