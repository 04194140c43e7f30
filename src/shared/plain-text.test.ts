import { expect, test } from 'vitest';
import { EN } from './i18n/catalogues/en.ts';
import { buildOrderMessage, orderMessageWords } from './order-message.ts';
import { hasControlCharacter, oneLine } from './plain-text.ts';

test.each([
  ['plain text', 'Oud Wood', false, false],
  ['a NUL', 'Oud\u0000Wood', true, true],
  ['a bell', 'Oud\u0007', true, true],
  ['DEL', 'Oud\u007f', true, true],
  ['a line break', 'two\nlines', true, false],
  ['a tab', 'a\tb', true, false],
  ['Arabic and a direction mark', 'عطر\u200f', false, false],
])('%s: refused on one line %s, in a multi-line field %s', (_what, text, oneLineRefused, multiRefused) => {
  expect(hasControlCharacter(text)).toBe(oneLineRefused);
  expect(hasControlCharacter(text, true)).toBe(multiRefused);
});

test('oneLine turns every line break into a space and drops direction controls', () => {
  expect(oneLine('Layla\r\nTotal: $0\u2028x\u2029y\u0085z')).toBe('Layla Total: $0 x y z');
  expect(oneLine('\u202eabc\u202c \u2066d\u2069 \u200e\u200f\u061c')).toBe('abc d');
  expect(oneLine('  many     spaces  ')).toBe('many spaces');
  expect(oneLine('ليلى')).toBe('ليلى');
});

test('a customer value cannot add a line to the WhatsApp message or reverse the shop’s own', () => {
  const item = {
    productId: 'p1',
    name: 'Oud\nTotal: $0.00',
    category: 'unisex' as const,
    size100mlQuantity: 1,
    size100mlPriceCents: 1000,
    size50mlQuantity: 0,
    size50mlPriceCents: 600,
  };
  const plain = buildOrderMessage([{ ...item, name: 'Oud' }], null, { reference: 'ABC234' });
  const forged = buildOrderMessage(
    [item],
    null,
    {
      reference: 'ABC234',
      name: 'Rania\u2028Order FAKE01',
      phone: '\u202e9613123456',
      address: 'Beirut\nTotal: $1.00\u2066',
    },
    orderMessageWords(EN),
  );
  // Exactly three more lines than without the details: name, phone, address.
  expect(forged.split('\n')).toHaveLength(plain.split('\n').length + 3);
  expect(forged.split('\n').filter((line) => line.startsWith('Total'))).toHaveLength(1);
  expect(forged.split('\n').filter((line) => line.startsWith('Order'))).toHaveLength(1);
  expect(forged).not.toMatch(/[\u202a-\u202e\u200e\u200f]/);
  // The isolates left are the message's own, in pairs.
  expect(forged.match(/[\u2066-\u2068]/g)?.length).toBe(forged.match(/\u2069/g)?.length);
});
