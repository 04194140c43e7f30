import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { EDITABLE_SECTION_SCHEMAS, HeroSectionSchema } from '#shared/settings.ts';
import { DEFAULT_SETTINGS } from '#shared/settings-defaults.ts';
import { SETTINGS_SECTIONS, type SettingsSection, type ShopSettings } from '#shared/settings-types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

const SECTION_SCHEMAS = { ...EDITABLE_SECTION_SCHEMAS, hero: HeroSectionSchema };

/** Every section as saved; a section never saved (or unreadable) reads as its first value. */
export async function readSettings(db: Executor): Promise<ShopSettings> {
  const rows = await db.selectFrom('shop_setting').select(['section', 'value']).execute();
  const settings: ShopSettings = structuredClone(DEFAULT_SETTINGS);
  for (const row of rows) {
    if (!isSection(row.section)) continue;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      continue;
    }
    const parsed = SECTION_SCHEMAS[row.section].safeParse(value);
    if (parsed.success) Object.assign(settings, { [row.section]: parsed.data });
  }
  return settings;
}

function isSection(value: string): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

export async function writeSection<S extends SettingsSection>(
  tx: Executor,
  section: S,
  value: ShopSettings[S],
): Promise<void> {
  const now = new Date().toISOString();
  await tx
    .insertInto('shop_setting')
    .values({ section, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('section').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
    .execute();
}

/**
 * The first start writes the first values, with what the start-up variables say (SHOP_PHONE,
 * HERO_VIDEO_URL); from then on the owner's saved settings win and those variables are not read.
 */
export async function seedSettings(
  db: Kysely<Database>,
  startUp: { shopPhone: string; heroVideoUrl: string | undefined },
): Promise<void> {
  const first: ShopSettings = {
    ...DEFAULT_SETTINGS,
    shop: { ...DEFAULT_SETTINGS.shop, whatsAppPhone: startUp.shopPhone, callPhone: startUp.shopPhone },
    hero: { ...DEFAULT_SETTINGS.hero, videoUrl: startUp.heroVideoUrl ?? null },
  };
  const now = new Date().toISOString();
  for (const section of SETTINGS_SECTIONS) {
    await db
      .insertInto('shop_setting')
      .values({ section, value: JSON.stringify(first[section]), updated_at: now })
      .onConflict((oc) => oc.column('section').doNothing())
      .execute();
  }
}
