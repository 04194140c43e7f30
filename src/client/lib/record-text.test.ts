import { expect, test } from 'vitest';
import type { ActivityRecord } from '#shared/activity-records.ts';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { ApiError } from './http.ts';
import { type ActivityLine, refusalText, settingSubject, wordRecord } from './record-text.ts';

const entry = (record: ActivityRecord, subject = 'Amber Nights'): ActivityLine => ({ ...record, subject });

test('a product’s, stock’s and role’s records read in the admin’s language', () => {
  expect(wordRecord(entry({ code: 'PRODUCT_ADDED', params: {} }), AR, 'ar')).toEqual(['أُضيف']);
  expect(
    wordRecord(entry({ code: 'PRODUCT_UPDATED', params: { parts: ['details', 'image'] } }), AR, 'ar'),
  ).toEqual(['عُدّلت التفاصيل والصورة']);
  expect(
    wordRecord(entry({ code: 'STOCK_CHANGED', params: { size: '50', isSoldOut: true } }), AR, 'ar'),
  ).toEqual([`50 مل: ${AR.adminSettings.stock.soldOut}`]);
  expect(
    wordRecord(entry({ code: 'ROLE_CHANGED', params: { from: 'user', to: 'admin' } }), AR, 'ar'),
  ).toEqual(['زبون → مدير']);
  expect(wordRecord(entry({ code: 'PRODUCT_DELETED', params: {} }), FR, 'fr')).toEqual(['Supprimé']);
  expect(
    wordRecord(entry({ code: 'STOCK_CHANGED', params: { size: '100', isSoldOut: false } }), FR, 'fr'),
  ).toEqual([`${FR.fn.sizeLabel('100')}: ${FR.adminSettings.stock.inStock}`]);
  // English reads as the shop recorded it before records.
  expect(wordRecord(entry({ code: 'PRODUCT_UPDATED', params: { parts: ['image'] } }), EN, 'en')).toEqual([
    'Updated image',
  ]);
  expect(
    wordRecord(entry({ code: 'STOCK_CHANGED', params: { size: '100', isSoldOut: false } }), EN, 'en'),
  ).toEqual(['100 ml: In stock']);
});

test('an order’s change and its undo name the statuses in the reader’s language', () => {
  const move = { reference: 'K7M4QX', from: 'new', to: 'confirmed' } as const;
  expect(wordRecord(entry({ code: 'ORDER_STATUS_CHANGED', params: move }, 'K7M4QX'), EN, 'en')).toEqual([
    'Confirmed (was Waiting for confirmation)',
  ]);
  const undo = { reference: 'K7M4QX', from: 'confirmed', to: 'new' } as const;
  expect(wordRecord(entry({ code: 'ORDER_STATUS_UNDONE', params: undo }, 'K7M4QX'), FR, 'fr')).toEqual([
    FR.statusUndo.activity.undo(FR.orderBook.statuses.confirmed, FR.orderBook.statuses.new),
  ]);
});

test('a settings save reads one sentence per change; an empty save and rewritten replies say so', () => {
  const changes = [
    { field: 'whatsAppPhone', before: '96171999888', after: '9613123456' },
    { field: 'town', before: 'Saadiyat', after: 'Damour' },
  ];
  expect(wordRecord(entry({ code: 'SETTINGS_CHANGED', params: { changes } }, 'shop'), AR, 'ar')).toEqual([
    `${AR.adminSettings.shop.whatsAppPhone}: “9613123456” (كان “96171999888”).`,
    `${AR.adminSettings.shop.town}: “Damour” (كان “Saadiyat”).`,
  ]);
  expect(wordRecord(entry({ code: 'SETTINGS_CHANGED', params: { changes: [] } }, 'shop'), FR, 'fr')).toEqual([
    FR.adminSettings.activity.noChange,
  ]);
  const texts = [
    { status: 'out_for_delivery', language: 'ar' },
    { status: 'delivered', language: 'fr' },
  ] as const;
  expect(
    wordRecord(entry({ code: 'REPLY_TEXTS_CHANGED', params: { texts: [...texts] } }, 'replies'), EN, 'en'),
  ).toEqual(['Reply texts rewritten: Out for delivery (العربية), Delivered (Français).']);
  expect(settingSubject('shop', AR)).toBe(AR.adminSettings.shop.title);
  expect(settingSubject('delivery', AR)).toBe(AR.delivery.settings.title);
  expect(settingSubject('unknown', AR)).toBe('unknown');
});

test('an entry no record stands for shows as it was written', () => {
  expect(wordRecord(entry({ code: 'RECORDED', params: { text: 'something new' } }), AR, 'ar')).toEqual([
    'something new',
  ]);
});

test('a refusal with particulars is worded from them in every language, the same as the server’s English', () => {
  const soldOut = new ApiError(409, 'SIZE_UNAVAILABLE', 'Amber Nights 100 ml is sold out.', [], {
    product: 'Amber Nights',
    size: '100',
    reason: 'sold-out',
  });
  expect(refusalText(soldOut, EN, 'en')).toBe(soldOut.message);
  expect(refusalText(soldOut, AR, 'ar')).toBe('نفدت كمية Amber Nights 100 مل.');
  const notSold = new ApiError(409, 'SIZE_UNAVAILABLE', 'Velvet Rose 50 ml is no longer sold.', [], {
    product: 'Velvet Rose',
    size: '50',
    reason: 'not-sold',
  });
  expect(refusalText(notSold, EN, 'en')).toBe(notSold.message);
  expect(refusalText(notSold, FR, 'fr')).toBe('Velvet Rose 50 ml n’est plus vendu.');
  const short = new ApiError(400, 'PASSWORD_TOO_SHORT', 'Password must be at least 8 characters.', [], {
    min: 8,
  });
  expect(refusalText(short, EN, 'en')).toBe(short.message);
  expect(refusalText(short, FR, 'fr')).toBe('Le mot de passe doit compter au moins 8 caractères.');
});

test('a refusal without particulars reads its code’s text; the server’s validation words only in English', () => {
  expect(refusalText(new ApiError(409, 'LAST_ADMIN', 'x'), AR, 'ar')).toBe(AR.adminSettings.team.lastAdmin);
  expect(refusalText(new ApiError(409, 'LAST_ADMIN', 'x'), EN, 'en')).toBe(EN.adminSettings.team.lastAdmin);
  const invalid = new ApiError(400, 'VALIDATION_FAILED', 'Invalid body: name: Too long');
  expect(refusalText(invalid, EN, 'en')).toBe(invalid.message);
  expect(refusalText(invalid, AR, 'ar')).toBe(AR.fn.errors.VALIDATION_FAILED);
  expect(refusalText(new TypeError('Failed to fetch'), FR, 'fr')).toBe(FR.common.genericError);
});

test('a brand’s and a discount code’s records read in the admin’s language', () => {
  const renamed = { formerName: 'Lataffa', logo: 'replaced' } as const;
  expect(wordRecord(entry({ code: 'BRAND_CHANGED', params: renamed }, 'Lattafa'), EN, 'en')).toEqual([
    'Renamed from Lataffa',
    'New logo',
  ]);
  expect(wordRecord(entry({ code: 'BRAND_CHANGED', params: renamed }, 'Lattafa'), AR, 'ar')).toEqual([
    'تغيّر الاسم، كان Lataffa',
    'شعار جديد',
  ]);
  const logoOff = { formerName: null, logo: 'removed' } as const;
  expect(wordRecord(entry({ code: 'BRAND_CHANGED', params: logoOff }, 'Lattafa'), FR, 'fr')).toEqual([
    'Logo retiré',
  ]);
  // Its names in Arabic or French edited, nothing else: the details changed.
  const namesOnly = { formerName: null, logo: 'kept' } as const;
  expect(wordRecord(entry({ code: 'BRAND_CHANGED', params: namesOnly }, 'Lattafa'), EN, 'en')).toEqual([
    'Updated details',
  ]);
  expect(wordRecord(entry({ code: 'BRAND_REMOVED', params: {} }, 'Lattafa'), AR, 'ar')).toEqual(['حُذف']);

  const percent = { kind: 'percent', value: 10 } as const;
  expect(wordRecord(entry({ code: 'DISCOUNT_CODE_ADDED', params: percent }, 'EID10'), EN, 'en')).toEqual([
    'Added: 10% off',
  ]);
  expect(wordRecord(entry({ code: 'DISCOUNT_CODE_ADDED', params: percent }, 'EID10'), AR, 'ar')).toEqual([
    'أُضيف: خصم 10%',
  ]);
  const respelled = { kind: 'amount', value: 500, formerCode: 'EID' } as const;
  expect(wordRecord(entry({ code: 'DISCOUNT_CODE_CHANGED', params: respelled }, 'EID5'), EN, 'en')).toEqual([
    'Renamed from EID',
    'Updated details: $5.00 off',
  ]);
  expect(wordRecord(entry({ code: 'DISCOUNT_CODE_TURNED', params: { isActive: false } }), AR, 'ar')).toEqual([
    'الحالة: موقوف',
  ]);
  expect(wordRecord(entry({ code: 'DISCOUNT_CODE_TURNED', params: { isActive: true } }), FR, 'fr')).toEqual([
    `${FR.discountCodes.admin.columns.status}: ${FR.discountCodes.admin.active}`,
  ]);
});
