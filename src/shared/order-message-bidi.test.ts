import bidiModule, { type Bidi } from 'bidi-js';
import { expect, test } from 'vitest';
import { AR } from './i18n/catalogues/ar.ts';
import type { Catalogue } from './i18n/catalogues/catalogue.ts';
import { EN } from './i18n/catalogues/en.ts';
import { FR } from './i18n/catalogues/fr.ts';
import { orderItem as item } from './order-item.test-kit.ts';
import { buildOrderMessage, orderMessageWords } from './order-message.ts';

/**
 * The WhatsApp text as a phone shows it: each line run through the Unicode Bidirectional Algorithm
 * (bidi-js) as its own paragraph, in the direction of its first letter as chat apps give a line
 * (docs/decisions/181), and in a forced right-to-left and left-to-right paragraph for the numbers.
 */
// bidi-js ships ES modules without "type": "module": TypeScript reads the CommonJS shape, Vite loads
// the ES build whose default export is the factory itself.
const bidiFactory: () => Bidi = typeof bidiModule === 'function' ? bidiModule : bidiModule.default;
const bidi = bidiFactory();
const FSI = '\u2068';
const PDI = '\u2069';
const LRM = '\u200e';
const RLM = '\u200f';
/** Any invisible direction character: isolates, embeddings, overrides and marks. */
const INVISIBLE = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

type Paragraph = 'rtl' | 'ltr' | 'auto';

/** order[visual position] = the logical index shown there (left to right on the screen). */
function layOut(line: string, direction: Paragraph): { order: number[]; isRtl: boolean } {
  const levels = bidi.getEmbeddingLevels(line, direction === 'auto' ? undefined : direction);
  const order = [...Array(line.length).keys()];
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, levels)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  return { order, isRtl: (levels.paragraphs[0]?.level ?? 0) % 2 === 1 };
}

/**
 * The tokens (in their logical order in the line) as the eye meets them from the screen's left;
 * null when one of them is torn apart on screen.
 */
function tokensFromLeft(line: string, tokens: readonly string[], direction: Paragraph): string[] | null {
  const { order } = layOut(line, direction);
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

/**
 * A line reads in its logical order in the direction a chat app gives it (its first letter's):
 * left to right in a left-to-right line, right to left in a right-to-left one.
 */
function expectReadsInOrder(line: string, tokens: readonly string[], isRtl: boolean) {
  expect(layOut(line, 'auto').isRtl).toBe(isRtl);
  expect(tokensFromLeft(line, tokens, 'auto')).toEqual(isRtl ? [...tokens].reverse() : tokens);
}

/** What a value looks like on screen: its characters in the order they are shown, left to right. */
function shownAs(line: string, token: string, direction: Paragraph): string {
  const { order } = layOut(line, direction);
  const at = line.indexOf(token);
  const range = new Set([...token].map((_, k) => at + k));
  return order
    .filter((logical) => range.has(logical))
    .map((logical) => line[logical])
    .join('');
}

/**
 * What a long press or a double tap on the value selects: the characters from the value outwards
 * up to the next space or the line's end. A copied reference or phone number is only this.
 */
function selectedAround(line: string, value: string): string {
  let start = line.indexOf(value);
  let end = start + value.length;
  while (start > 0 && !/\s/.test(line[start - 1] ?? ' ')) start -= 1;
  while (end < line.length && !/\s/.test(line[end] ?? ' ')) end += 1;
  return line.slice(start, end);
}

const ITEMS = [
  item({ name: 'Oud 24 Carat', category: 'men', size100mlQuantity: 2, size50mlQuantity: 1 }),
  item({ productId: 'p2', name: 'عود الملوك 1', category: 'women', size50mlQuantity: 3 }),
];
// A reference may start with a digit: after an Arabic word that digit would leave the letters.
const EXTRAS = {
  reference: '7KM4QX',
  name: 'ليلى Haddad',
  phone: '+961 3 123 456',
  address: 'Bldg 12, 3rd floor.',
  lbpPerUsd: 89_500,
};

function message(catalogue: Catalogue, extras: Parameters<typeof buildOrderMessage>[2] = EXTRAS): string[] {
  return buildOrderMessage(ITEMS, '33.8938,35.5018', extras, orderMessageWords(catalogue)).split('\n');
}

const LANGUAGES = [
  ['Arabic', AR, true],
  ['French', FR, false],
  ['English', EN, false],
] as const;

test.each(LANGUAGES)('the %s message isolates only the typed values that run against it', (_l, m, isRtl) => {
  const lines = message(m);
  // Whichever way the message runs, "ليلى Haddad" mixes both directions.
  expect(lines).toContain(`${m.orderMessage.name}: ${FSI}ليلى Haddad${PDI}`);
  const latin = `• ${isRtl ? `${FSI}Oud 24 Carat${PDI}` : 'Oud 24 Carat'} (${m.perfumes.genders.men})`;
  const arabic = `• ${isRtl ? 'عود الملوك 1' : `${FSI}عود الملوك 1${PDI}`} (${m.perfumes.genders.women})`;
  expect(lines).toContain(latin);
  expect(lines).toContain(arabic);
  const address = isRtl ? `${FSI}Bldg 12, 3rd floor.${PDI}` : 'Bldg 12, 3rd floor.';
  expect(lines).toContain(`${m.orderMessage.address}: ${address}`);
  // Each isolated value is isolated once, and nothing else is.
  const text = lines.join('\n');
  expect(text.split(FSI)).toHaveLength(isRtl ? 4 : 3);
  expect(text.split(PDI)).toHaveLength(text.split(FSI).length);
  expect(text).not.toMatch(/[\u202a-\u202e\u2066\u2067]/);
  // Western digits only: the shop reads every total and reference whatever the customer's language.
  expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
});

test.each(LANGUAGES)('the %s reference, phone number and amounts copy out as plain characters', (_l, m) => {
  const lines = message(m);
  const find = (start: string) => lines.find((line) => line.startsWith(start)) ?? '';
  const values = [
    [find(`${m.orderMessage.reference} `), EXTRAS.reference],
    [find(`${m.orderMessage.phone}:`), EXTRAS.phone],
    [find(`${m.orderMessage.total}:`), m.fn.dollars(4400)],
    [find(`${m.orderMessage.total}:`), m.fn.pounds(4400, 89_500)],
    [find(`  - ${m.checkout.units100}`), m.fn.dollars(2000)],
  ] as const;
  for (const [line, value] of values) {
    expect(line).toContain(value);
    // The characters on both sides are plain, visible ones (a space, the line's end, a dot).
    const at = line.indexOf(value);
    expect(line.slice(Math.max(0, at - 1), at + value.length + 1)).not.toMatch(INVISIBLE);
  }
  expect(selectedAround(find(`${m.orderMessage.reference} `), EXTRAS.reference)).toBe(EXTRAS.reference);
  expect(selectedAround(find(`${m.orderMessage.phone}:`), EXTRAS.phone)).toBe(EXTRAS.phone);
  // The line ends with the value: copying "to the end" takes nothing else.
  expect(find(`${m.orderMessage.phone}:`).endsWith(` ${EXTRAS.phone}`)).toBe(true);
});

test('the Arabic message is in Arabic, with its marks where numbers meet Arabic words', () => {
  const lines = message(AR);
  expect(lines[0]).toMatch(/^[\u0600-\u06ff]/);
  expect(lines[1]).toBe(`${AR.orderMessage.reference} ${LRM} 7KM4QX`);
  expect(lines).toContain(`${AR.orderMessage.phone}: ${LRM} +961 3 123 456`);
  expect(lines).toContain(`  - ${AR.checkout.units100} × 2 = ${LRM} ${AR.fn.dollars(2000)}`);
  expect(lines.at(-2)).toBe(
    `${AR.orderMessage.total}: ${LRM} ${AR.fn.dollars(4400)}·${RLM} ${AR.fn.pounds(4400, 89_500)}`,
  );
  expect(lines.at(-1)).toBe(`${AR.orderMessage.location}: https://www.google.com/maps?q=33.8938,35.5018`);
});

test('the English message has no invisible character but around the Arabic it carries', () => {
  const text = message(EN, { ...EXTRAS, name: 'Layla Haddad' }).join('\n');
  expect(text.replace(`${FSI}عود الملوك 1${PDI}`, '')).not.toMatch(INVISIBLE);
});

test.each(LANGUAGES)('each line of the %s message reads in order on a phone', (_l, m, isRtl) => {
  const lines = message(m);
  const find = (start: string) => lines.find((line) => line.startsWith(start)) ?? '';
  const times = isRtl ? '×' : 'x';
  expectReadsInOrder(find(`${m.orderMessage.reference} `), [m.orderMessage.reference, '7KM4QX'], isRtl);
  expectReadsInOrder(find(`${m.orderMessage.name}:`), [m.orderMessage.name, 'ليلى Haddad'], isRtl);
  expectReadsInOrder(find(`${m.orderMessage.phone}:`), [m.orderMessage.phone, '+961 3 123 456'], isRtl);
  expectReadsInOrder(
    find(`${m.orderMessage.address}:`),
    [m.orderMessage.address, 'Bldg 12, 3rd floor.'],
    isRtl,
  );
  expectReadsInOrder(find(`• ${isRtl ? FSI : ''}Oud`), ['•', 'Oud 24 Carat', m.perfumes.genders.men], isRtl);
  expectReadsInOrder(
    find(`• ${isRtl ? '' : FSI}عود`),
    ['•', 'عود الملوك 1', m.perfumes.genders.women],
    isRtl,
  );
  const size = find(`  - ${m.checkout.units100}`);
  expectReadsInOrder(size, ['-', m.checkout.units100, times, '2', '=', m.fn.dollars(2000)], isRtl);
  const total = find(`${m.orderMessage.total}:`);
  expectReadsInOrder(
    total,
    [m.orderMessage.total, m.fn.dollars(4400), '·', m.fn.pounds(4400, 89_500)],
    isRtl,
  );
});

test.each(LANGUAGES)('the %s discount line reads in order, its code and amount whole', (_l, m, isRtl) => {
  const lines = message(m, { ...EXTRAS, discount: { code: 'EID-10', amountCents: 500 } });
  const line = lines.find((l) => l.startsWith(`${m.discountCodes.message.discount} `)) ?? '';
  expectReadsInOrder(line, [m.discountCodes.message.discount, 'EID-10', `-${m.fn.dollars(500)}`], isRtl);
  // In the Arabic line the amount keeps its minus on its left, as every dollar amount reads.
  if (isRtl) expect(shownAs(line, `-${m.fn.dollars(500)}`, 'rtl')).toBe(`-${m.fn.dollars(500)}`);
  expect(selectedAround(line, 'EID-10')).toContain('EID-10');
});

test.each(LANGUAGES)('the %s numbers read whole and left to right', (_l, m) => {
  const lines = message(m);
  const find = (start: string) => lines.find((line) => line.startsWith(start)) ?? '';
  const total = find(`${m.orderMessage.total}:`);
  expect(shownAs(total, m.fn.dollars(4400), 'auto')).toBe(m.fn.dollars(4400));
  expect(shownAs(find(`  - ${m.checkout.units100}`), m.fn.dollars(2000), 'auto')).toBe(m.fn.dollars(2000));
  // The reference and the phone number, even where an app forces a line's direction.
  for (const direction of ['auto', 'rtl', 'ltr'] as const) {
    expect(shownAs(find(`${m.orderMessage.phone}:`), EXTRAS.phone, direction)).toBe(EXTRAS.phone);
    expect(shownAs(find(`${m.orderMessage.reference} `), EXTRAS.reference, direction)).toBe(EXTRAS.reference);
  }
});

test('without its marks the same Arabic lines scramble: the checks above can fail', () => {
  const plain = (line: string) => line.replace(INVISIBLE, '').replace(/ {2}/, ' ');
  const lines = message(AR).map((line) => plain(plain(line)));
  const phone = lines.find((line) => line.startsWith(AR.orderMessage.phone)) ?? '';
  // The phone number's groups come out in reverse order.
  expect(shownAs(phone, EXTRAS.phone, 'auto')).not.toBe(EXTRAS.phone);
  const reference = lines.find((line) => line.startsWith(`${AR.orderMessage.reference} `)) ?? '';
  expect(tokensFromLeft(reference, [AR.orderMessage.reference, '7KM4QX'], 'ltr')).toBeNull();
  const total = lines.find((line) => line.startsWith(AR.orderMessage.total)) ?? '';
  // "$44.00" shows as "44.00$".
  expect(shownAs(total, AR.fn.dollars(4400), 'auto')).not.toBe(AR.fn.dollars(4400));
  const bullet = lines.find((line) => line.includes('Oud 24 Carat')) ?? '';
  // Without its isolate the Latin name turns the Arabic line left to right.
  expect(layOut(bullet, 'auto').isRtl).toBe(false);
});
