import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import {
  DEFAULT_REPLY_TEXTS,
  REPLY_STATUSES,
  type ReplyTexts,
  ReplyTextsSchema,
} from '#shared/reply-texts.ts';

/**
 * Kept as one row of the settings table, apart from the settings every page reads: the replies
 * are the admin's, and no visitor needs to download them.
 */
const SECTION = 'replies';

export async function readReplyTexts(db: Kysely<Database> | Transaction<Database>): Promise<ReplyTexts> {
  const row = await db
    .selectFrom('shop_setting')
    .select('value')
    .where('section', '=', SECTION)
    .executeTakeFirst();
  if (!row) return DEFAULT_REPLY_TEXTS;
  try {
    const parsed = ReplyTextsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_REPLY_TEXTS;
  } catch {
    return DEFAULT_REPLY_TEXTS;
  }
}

/** Each text a save changed, by status and language. */
function changedTexts(before: ReplyTexts, after: ReplyTexts) {
  return LANGUAGES.flatMap((language) =>
    REPLY_STATUSES.filter((status) => before[language][status] !== after[language][status]).map((status) => ({
      status,
      language,
    })),
  );
}

/** "Reply texts changed: delivered (ar)": the shop's English record of a save. */
function describeTexts(changed: ReturnType<typeof changedTexts>): string {
  const list = changed.map(({ status, language }) => `${status} (${language})`).join(', ');
  return changed.length ? `Reply texts changed: ${list}` : 'no change';
}

/** Keeps the owner's replies, with a line in the activity log naming the texts that changed. */
export async function saveReplyTexts(db: Kysely<Database>, actor: Actor, texts: ReplyTexts): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const changed = changedTexts(await readReplyTexts(tx), texts);
    const now = new Date().toISOString();
    const value = JSON.stringify(texts);
    await tx
      .insertInto('shop_setting')
      .values({ section: SECTION, value, updated_at: now })
      .onConflict((oc) => oc.column('section').doUpdateSet({ value, updated_at: now }))
      .execute();
    await recordActivity(tx, {
      actor,
      kind: 'setting',
      subject: SECTION,
      detail: describeTexts(changed),
      record: { code: 'REPLY_TEXTS_CHANGED', params: { texts: changed } },
    });
  });
}
