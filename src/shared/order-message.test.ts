import { expect, test } from 'vitest';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { orderItem as item } from './order-item.test-kit.ts';
import {
  buildOrderMessage as buildWithIsolates,
  isMobileUserAgent,
  whatsAppOrderUrl,
} from './order-message.ts';

/** What a reader sees: the English message is the spec's text once its invisible isolates are left out. */
const visible = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const buildOrderMessage = (...args: Parameters<typeof buildWithIsolates>) =>
  visible(buildWithIsolates(...args));

test('one item with one size: greeting, bullet with category, size line, total', () => {
  const text = buildOrderMessage([item({ name: 'Kalemat', category: 'women', size100mlQuantity: 2 })]);
  expect(text.split('\n')).toEqual([
    'Hello! I would like to place this order:',
    '',
    '• Kalemat (Women)',
    '  - 100ml x 2 = $20.00',
    '',
    'Total: $20.00',
  ]);
});

test('several items and sizes add up, 100 ml before 50 ml, sizes not ordered left out', () => {
  const text = buildOrderMessage([
    item({ name: 'Kalemat', category: 'women', size100mlQuantity: 2, size50mlQuantity: 1 }),
    item({ productId: 'p2', name: 'Sauvage', category: 'men', size50mlQuantity: 3 }),
  ]);
  expect(text.split('\n')).toEqual([
    'Hello! I would like to place this order:',
    '',
    '• Kalemat (Women)',
    '  - 100ml x 2 = $20.00',
    '  - 50ml x 1 = $6.00',
    '• Sauvage (Men)',
    '  - 50ml x 3 = $18.00',
    '',
    'Total: $44.00',
  ]);
});

test('each line is priced at the unit prices the placed order carries (the shop priced it then)', () => {
  const text = buildOrderMessage([
    item({ size100mlQuantity: 1, size100mlPriceCents: 1250, size50mlQuantity: 2, size50mlPriceCents: 700 }),
  ]);
  expect(text).toContain('  - 100ml x 1 = $12.50');
  expect(text).toContain('  - 50ml x 2 = $14.00');
  expect(text).toContain('Total: $26.50');
});

test('with LBP shown the total carries both currencies, and an order sent while closed says so', () => {
  const lines = buildOrderMessage([item({ size100mlQuantity: 1 })], null, {
    reference: 'K7M4QX',
    isSentWhileClosed: true,
    lbpPerUsd: 89_500,
  }).split('\n');
  expect(lines.slice(0, 2)).toEqual([EN.orderMessage.greeting, 'Sent while the shop is closed']);
  expect(lines.at(-1)).toBe('Total: $10.00 · 895,000 LBP');
});

test('a shared location ends the message with the maps link', () => {
  const text = buildOrderMessage([item({ size50mlQuantity: 1 })], '33.8938,35.5018');
  expect(text.split('\n').at(-1)).toBe('Location: https://www.google.com/maps?q=33.8938,35.5018');
  expect(text.split('\n').at(-2)).toBe('Total: $6.00');
});

test('without a location (or with an unreadable one) there is no location line', () => {
  expect(buildOrderMessage([item({ size50mlQuantity: 1 })])).not.toContain('Location');
  expect(buildOrderMessage([item({ size50mlQuantity: 1 })], 'not a place')).not.toContain('Location');
});

test.each([
  ['quotes', `L'Homme "Intense"`],
  ['emoji', 'Rose 🌹 Oud ✨'],
  ['Arabic', 'عود الملوك'],
  ['ampersand, hash, plus, percent and question mark', 'Black & Gold #1 + 100% ?x=1'],
  // Put on one line first (docs/decisions/150): a name cannot start a line of its own.
  ['a newline', 'First line\nSecond line'],
])('a product name with %s survives the WhatsApp URL intact', (_label, name) => {
  const text = buildWithIsolates([item({ name, size100mlQuantity: 1 })], '33.5,35.4');
  for (const isMobile of [false, true]) {
    const url = new URL(whatsAppOrderUrl('96170123456', text, isMobile));
    expect(url.searchParams.get('text')).toBe(text);
    expect(decodeURIComponent(url.href.split('text=')[1] ?? '')).toBe(text);
    expect(url.hash).toBe('');
  }
  // Only a name running against the English line is isolated (docs/decisions/181).
  const shown = name.replace('\n', ' ');
  expect(text).toContain(`• ${/[\u0600-\u06ff]/.test(shown) ? `\u2068${shown}\u2069` : shown} (Unisex)`);
});

test('desktop opens wa.me with the text; mobile opens api.whatsapp.com/send with phone and text', () => {
  const desktop = new URL(whatsAppOrderUrl('96170123456', 'Hi there', false));
  expect(`${desktop.origin}${desktop.pathname}`).toBe('https://wa.me/96170123456');
  expect(desktop.searchParams.get('text')).toBe('Hi there');
  expect(desktop.href).toContain('Hi%20there');

  const mobile = new URL(whatsAppOrderUrl('96170123456', 'Hi there', true));
  expect(`${mobile.origin}${mobile.pathname}`).toBe('https://api.whatsapp.com/send');
  expect(mobile.searchParams.get('phone')).toBe('96170123456');
  expect(mobile.searchParams.get('text')).toBe('Hi there');
});

test.each([
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true],
  ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', true],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', true],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0', false],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', false],
])('%s is mobile: %s', (userAgent, expected) => {
  expect(isMobileUserAgent(userAgent)).toBe(expected);
});

test('the reference follows the greeting on its own line, then the details given; the rest is unchanged', () => {
  const items = [item({ size100mlQuantity: 2, size50mlQuantity: 1 })];
  const plain = buildOrderMessage(items, '33.8938,35.5018').split('\n');
  const full = buildOrderMessage(items, '33.8938,35.5018', {
    reference: 'K7M4QX',
    name: 'Layla',
    phone: '+9613123456',
    address: 'Near the old mosque',
  }).split('\n');
  expect(full.slice(0, 5)).toEqual([
    EN.orderMessage.greeting,
    'Order K7M4QX',
    'Name: Layla',
    'Phone: +9613123456',
    'Address: Near the old mosque',
  ]);
  expect(full.slice(5)).toEqual(plain.slice(1));
  expect(buildOrderMessage(items, null, { reference: 'K7M4QX' }).split('\n').slice(0, 3)).toEqual([
    EN.orderMessage.greeting,
    'Order K7M4QX',
    '',
  ]);
  expect(buildOrderMessage(items, null, { reference: 'K7M4QX', name: null, phone: '', address: null })).toBe(
    buildOrderMessage(items, null, { reference: 'K7M4QX' }),
  );
});
