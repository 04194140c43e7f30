import { describe, expect, it } from 'vitest';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { activityDetail, settingSubject } from './activity-detail.ts';

describe('activity details in the admin language', () => {
  it('reads the recorded English forms in Arabic', () => {
    expect(activityDetail('Added', AR)).toBe('أُضيف');
    expect(activityDetail('Updated details and image', AR)).toBe('عُدّلت التفاصيل والصورة');
    expect(activityDetail('50 ml: Sold out', AR)).toBe(`50 مل: ${AR.adminSettings.stock.soldOut}`);
    expect(activityDetail('user → admin', AR)).toBe('زبون → مدير');
    expect(activityDetail('name: Old → New; town: Saadiyat → Damour', AR)).toBe(
      `${AR.adminSettings.shop.name}: Old → New; ${AR.adminSettings.shop.town}: Saadiyat → Damour`,
    );
    expect(settingSubject('shop', AR)).toBe(AR.adminSettings.shop.title);
    expect(settingSubject('delivery', AR)).toBe(AR.delivery.settings.title);
  });

  it('gives French its words and keeps English as recorded', () => {
    expect(activityDetail('Deleted', FR)).toBe('Supprimé');
    expect(activityDetail('100 ml: In stock', FR)).toBe(
      `${FR.fn.sizeLabel('100')}: ${FR.adminSettings.stock.inStock}`,
    );
    expect(activityDetail('Updated image', EN)).toBe('Updated image');
    expect(activityDetail('100 ml: In stock', EN)).toBe('100 ml: In stock');
  });

  it('shows a form it does not know as recorded', () => {
    expect(activityDetail('something new', AR)).toBe('something new');
    expect(settingSubject('unknown', AR)).toBe('unknown');
  });
});
