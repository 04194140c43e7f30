import { expect, test } from 'vitest';
import { settingChanges } from '#shared/activity-changes.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { activitySentences } from './activity-sentences.ts';

const en = catalogueFor('en');
const fr = catalogueFor('fr');
const ar = catalogueFor('ar');

test('a day’s new hours read as a sentence with clock times, not JSON', () => {
  const changes = settingChanges(
    { week: { monday: [{ opens: '10:00', closes: '20:00' }], sunday: [] }, exceptions: [] },
    { week: { monday: [{ opens: '10:00', closes: '18:00' }], sunday: [] }, exceptions: [] },
  );
  const [line] = activitySentences('hours', changes, en);
  expect(line).toBe('Monday’s hours: 10:00am-6:00pm (was 10:00am-8:00pm).');
  expect(line).not.toMatch(/[{}[\]"]/);
});

test('a closed day and special days read in words', () => {
  const changes = settingChanges(
    { week: { sunday: [{ opens: '11:00', closes: '18:00' }] }, exceptions: [] },
    {
      week: { sunday: [] },
      exceptions: [{ from: '2026-12-25', to: '2026-12-25', intervals: [], note: 'Christmas' }],
    },
  );
  const lines = activitySentences('hours', changes, en);
  expect(lines[0]).toBe('Sunday’s hours: closed (was 11:00am-6:00pm).');
  expect(lines[1]).toMatch(/^Special days: 25\/12\/2026 closed \(Christmas\) \(was none\)\.$/);
});

test('prices read as money and the LBP switch as a sentence, in each language', () => {
  const before = {
    sizes: { '100': { priceCents: 1000, isOnSale: true }, '50': { priceCents: 600, isOnSale: true } },
    lbpPerUsd: 89_500,
    isLbpShown: false,
  };
  const after = {
    sizes: { '100': { priceCents: 1200, isOnSale: true }, '50': { priceCents: 600, isOnSale: false } },
    lbpPerUsd: 90_000,
    isLbpShown: true,
  };
  const changes = settingChanges(before, after);
  expect(activitySentences('prices', changes, en)).toEqual([
    // Integer-like keys come in ascending order: 50 ml first.
    '50 ml is no longer sold.',
    '100 ml price: $12.00 (was $10.00).',
    'Dollar rate: 90,000 LBP for $1 (was 89,500 LBP for $1).',
    'Prices now also show in LBP.',
  ]);
  expect(activitySentences('prices', changes, fr)[3]).toBe('Les prix s’affichent aussi en livres.');
  expect(activitySentences('prices', changes, ar)[0]).toContain('توقّف بيع');
});

test('a typed text is quoted with its field’s label; an emptied one says so', () => {
  const changes = settingChanges({ town: 'Saadiyat', tagline: 'Oud' }, { town: 'Damour', tagline: '' });
  expect(activitySentences('shop', changes, en)).toEqual([
    `${en.adminSettings.shop.town}: “Damour” (was “Saadiyat”).`,
    `${en.adminSettings.shop.tagline}: empty (was “Oud”).`,
  ]);
});

test('a save that changes nothing has no changes', () => {
  const section = { week: { monday: [{ opens: '10:00', closes: '20:00' }] }, exceptions: [] };
  expect(settingChanges(section, structuredClone(section))).toEqual([]);
});

test('delivery areas and pickup read as sentences, each area named in the reader’s language', () => {
  const beirut = {
    id: 'beirut',
    names: { en: 'Beirut', ar: 'بيروت', fr: 'Beyrouth' },
    feeCents: 300,
    freeFromCents: 5000,
  };
  const changes = settingChanges(
    { areas: [], isPickupOffered: false },
    { areas: [beirut], isPickupOffered: true },
  );
  expect(activitySentences('delivery', changes, en, 'en')).toEqual([
    'Delivery areas: Beirut $3.00 (free from $50.00) (was none).',
    'Customers may now pick up at the shop.',
  ]);
  const [arabic] = activitySentences('delivery', changes, ar, 'ar');
  expect(arabic).toContain('بيروت');
  expect(arabic).not.toMatch(/[A-Za-z{}[\]"]/);
  expect(activitySentences('delivery', changes, fr, 'fr')[0]).toContain('Beyrouth');
});
