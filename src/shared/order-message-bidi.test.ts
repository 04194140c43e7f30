import bidiModule, { type Bidi } from 'bidi-js';
import { expect, test } from 'vitest';
import { AR } from './i18n/catalogues/ar.ts';
import type { Catalogue } from './i18n/catalogues/catalogue.ts';
import { EN } from './i18n/catalogues/en.ts';
import { FR } from './i18n/catalogues/fr.ts';
import { buildOrderMessage, orderMessageWords } from './order-message.ts';
import type { OrderItem } from './pending-orders.ts';

/**
 * The WhatsApp text as a phone shows it: each line run through the Unicode Bidirectional Algorithm
 * (bidi-js) in a right-to-left and a left-to-right paragraph, whatever language the phone uses.
 */
// bidi-js ships ES modules without "type": "module": TypeScript reads the CommonJS shape, Vite loads
// the ES build whose default export is the factory itself.
const bidiFactory: () => Bidi = typeof bidiModule === 'function' ? bidiModule : bidiModule.default;
const bidi = bidiFactory();
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

/** order[visual position] = the logical index shown there (left to right on the screen). */
function visualOrder(line: string, direction: 'rtl' | 'ltr'): number[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  const order = [...Array(line.length).keys()];
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, levels)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  return order;
}

/**
 * The tokens (in their logical order in the line) as the eye meets them from the screen's left;
 * null when one of them is torn apart on screen.
 */
function tokensFromLeft(line: string, tokens: readonly string[], direction: 'rtl' | 'ltr'): string[] | null {
  const order = visualOrder(line, direction);
  const visualOf = new Map(order.map((logical, visual) => [logical, visual]));
  let from = 0;
  const placed = tokens.map((token) => {
    const at = line.indexOf(token, from);
    if (at === -1) throw new Error(`"${token}" is not in "${line}"`);
    from = at + token.length;
    const positions = [...token].map((_, k) => visualOf.get(at + k) ?? -1);
    return { token, left: Math.min(...positions), span: Math.max(...positions) - Math.min(...positions) };
  });
  if (placed.some(({ token, span }) => span !== token.length - 1)) return null;
  return placed.sort((a, b) => a.left - b.left).map((p) => p.token);
}

/** A line reads in its logical order: left to right in an LTR paragraph, right to left in an RTL one. */
function expectReadsInOrder(line: string, tokens: readonly string[]) {
  expect(tokensFromLeft(line, tokens, 'ltr')).toEqual(tokens);
  expect(tokensFromLeft(line, tokens, 'rtl')).toEqual([...tokens].reverse());
}

/** What a left-to-right value looks like on screen: the same characters in the same order. */
function shownAs(line: string, token: string, direction: 'rtl' | 'ltr'): string {
  const order = visualOrder(line, direction);
  const at = line.indexOf(token);
  const range = new Set([...token].map((_, k) => at + k));
  return order
    .filter((logical) => range.has(logical))
    .map((logical) => line[logical])
    .join('');
}

const item = (overrides: Partial<OrderItem>): OrderItem => ({
  productId: 'p1',
  name: 'Oud Royale',
  category: 'unisex',
  size100mlQuantity: 0,
  size100mlPriceCents: 1000,
  size50mlQuantity: 0,
  size50mlPriceCents: 600,
  ...overrides,
});

const ITEMS = [
  item({ name: 'Oud 24 Carat', category: 'men', size100mlQuantity: 2, size50mlQuantity: 1 }),
  item({ productId: 'p2', name: 'عود الملوك 1', category: 'women', size50mlQuantity: 3 }),
];
const EXTRAS = { reference: 'K7M4QX', name: 'ليلى Haddad', phone: '+961 3 123 456', lbpPerUsd: 89_500 };

function message(catalogue: Catalogue): string[] {
  return buildOrderMessage(ITEMS, '33.8938,35.5018', EXTRAS, orderMessageWords(catalogue)).split('\n');
}

test.each([
  ['Arabic', AR],
  ['French', FR],
  ['English', EN],
])('the %s message isolates every name, size, count, price and the reference', (_label, catalogue) => {
  const lines = message(catalogue);
  const m = catalogue;
  expect(lines[0]).toBe(m.orderMessage.greeting);
  expect(lines).toContain(`${m.orderMessage.reference} ${FSI}K7M4QX${PDI}`);
  expect(lines).toContain(`${m.orderMessage.name}: ${FSI}ليلى Haddad${PDI}`);
  expect(lines).toContain(`${m.orderMessage.phone}: ${LRI}+961 3 123 456${PDI}`);
  expect(lines).toContain(`• ${FSI}Oud 24 Carat${PDI} (${m.perfumes.genders.men})`);
  expect(lines).toContain(`• ${FSI}عود الملوك 1${PDI} (${m.perfumes.genders.women})`);
  expect(lines).toContain(
    `  - ${FSI}${m.checkout.units100}${PDI} x ${FSI}2${PDI} = ${FSI}${m.fn.dollars(2000)}${PDI}`,
  );
  expect(lines).toContain(
    `  - ${FSI}${m.checkout.units50}${PDI} x ${FSI}3${PDI} = ${FSI}${m.fn.dollars(1800)}${PDI}`,
  );
  expect(lines).toContain(
    `${m.orderMessage.total}: ${FSI}${m.fn.dollars(4400)}${PDI} · ${FSI}${m.fn.pounds(4400, 89_500)}${PDI}`,
  );
  // Western digits only: the shop reads every total and reference whatever the customer's language.
  expect(lines.join('\n')).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
});

test('the Arabic message is in Arabic', () => {
  const lines = message(AR);
  expect(lines[0]).toMatch(/^[\u0600-\u06ff]/);
  expect(lines.at(-2)).toMatch(/^المجموع: /);
  expect(lines.at(-1)).toBe(`${AR.orderMessage.location}: https://www.google.com/maps?q=33.8938,35.5018`);
});

test.each([
  ['Arabic', AR],
  ['French', FR],
  ['English', EN],
])('each mixed line of the %s message reads in order in RTL and LTR paragraphs', (_label, m) => {
  const lines = message(m);
  const find = (start: string) => lines.find((line) => line.startsWith(start)) ?? '';
  expectReadsInOrder(find(`${m.orderMessage.reference} `), [m.orderMessage.reference, 'K7M4QX']);
  expectReadsInOrder(find(`${m.orderMessage.name}:`), [m.orderMessage.name, 'ليلى Haddad']);
  expectReadsInOrder(find(`${m.orderMessage.phone}:`), [m.orderMessage.phone, '+961 3 123 456']);
  expectReadsInOrder(find(`• ${FSI}Oud`), ['•', 'Oud 24 Carat', m.perfumes.genders.men]);
  expectReadsInOrder(find(`• ${FSI}عود`), ['•', 'عود الملوك 1', m.perfumes.genders.women]);
  const size = `  - ${FSI}${m.checkout.units100}`;
  expectReadsInOrder(find(size), ['-', m.checkout.units100, 'x', '2', '=', m.fn.dollars(2000)]);
  const total = find(`${m.orderMessage.total}:`);
  expectReadsInOrder(total, [m.orderMessage.total, m.fn.dollars(4400), '·', m.fn.pounds(4400, 89_500)]);
  // Numbers the shop must read stay whole and left to right, in either paragraph.
  for (const direction of ['rtl', 'ltr'] as const) {
    expect(shownAs(total, m.fn.dollars(4400), direction)).toBe(m.fn.dollars(4400));
    const phone = find(`${m.orderMessage.phone}:`);
    expect(shownAs(phone, '+961 3 123 456', direction)).toBe('+961 3 123 456');
    expect(shownAs(find(`${m.orderMessage.reference} `), 'K7M4QX', direction)).toBe('K7M4QX');
  }
});

test('without the isolates the same Arabic lines scramble: the check above can fail', () => {
  const plain = (line: string) => line.replace(/[\u2066-\u2069]/g, '');
  const lines = message(AR).map(plain);
  const sizeLine = lines.find((line) => line.startsWith(`  - ${AR.checkout.units100}`)) ?? '';
  const tokens = ['-', AR.checkout.units100, 'x', '2', '=', AR.fn.dollars(2000)];
  expect(tokensFromLeft(sizeLine, tokens, 'rtl')).not.toEqual([...tokens].reverse());
  expect(tokensFromLeft(sizeLine, tokens, 'ltr')).toEqual(tokens);
  const total = lines.find((line) => line.startsWith(AR.orderMessage.total)) ?? '';
  const totalTokens = [AR.orderMessage.total, AR.fn.dollars(4400), '·', AR.fn.pounds(4400, 89_500)];
  // The pounds amount and its Arabic unit are torn apart, or the amounts swap places.
  expect(tokensFromLeft(total, totalTokens, 'ltr')).not.toEqual(totalTokens);
});
