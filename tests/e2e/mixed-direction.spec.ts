import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { productDescriptionPreview } from '#shared/product-display.ts';
import { createPerfume, test } from './fixtures.ts';

/**
 * English on an Arabic page, on a phone (docs/decisions/181): every text that may run the other way
 * is isolated, so an English sentence keeps its full stop at its end, on its right, and the
 * footer's sentence reads from the right in its own order. Checked by where the browser draws
 * each character, not by the markup.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'ar-LB' });

const SENTENCE = 'This is the real thing.';
// Longer than a card shows: the card cuts it inside a word and ends it with "...".
const DESCRIPTION = `Warm amber, vanilla and a little smoke, the perfume people stop you in the street to ask about. ${SENTENCE}`;

/** Screen boxes of pieces of an element's text, found in order, across its text nodes. */
async function boxesOf(page: Page, selector: string, pieces: readonly string[]) {
  return page.locator(selector).evaluate((root, wanted) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += node.textContent ?? '';
    }
    const at = (index: number) => {
      const found = [...nodes].reverse().find((entry) => entry.start <= index);
      if (!found) throw new Error(`no text at ${index}`);
      return { node: found.node, offset: index - found.start };
    };
    let from = 0;
    return wanted.map((piece) => {
      const index = text.indexOf(piece, from);
      if (index === -1) throw new Error(`"${piece}" is not in "${text}"`);
      from = index + piece.length;
      const range = document.createRange();
      const start = at(index);
      const end = at(index + piece.length - 1);
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset + 1);
      const box = range.getBoundingClientRect();
      return { piece, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    });
  }, pieces);
}

type Box = Awaited<ReturnType<typeof boxesOf>>[number];

/** Each piece comes after the one before it in reading order: further along its line, or below. */
function expectReadingOrder(boxes: readonly Box[], direction: 'rtl' | 'ltr') {
  for (let k = 1; k < boxes.length; k += 1) {
    const before = boxes[k - 1] as Box;
    const after = boxes[k] as Box;
    const isBelow = after.top >= before.bottom - 2;
    const isFurther = direction === 'rtl' ? after.right <= before.left + 1 : after.left >= before.right - 1;
    expect(
      isBelow || (Math.abs(after.top - before.top) < 4 && isFurther),
      `"${after.piece}" reads after "${before.piece}" (${JSON.stringify([before, after])})`,
    ).toBe(true);
  }
}

/**
 * Any Latin word directly followed by its punctuation in one text, drawn with the punctuation on
 * its left: what an English text that is not isolated looks like inside a right-to-left page.
 */
async function punctuationOnTheWrongSide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!node.parentElement?.checkVisibility()) continue;
      for (const match of text.matchAll(/[A-Za-z](?=[.!?:…,])/g)) {
        const letter = document.createRange();
        letter.setStart(node, match.index);
        letter.setEnd(node, match.index + 1);
        const mark = document.createRange();
        mark.setStart(node, match.index + 1);
        mark.setEnd(node, match.index + 2);
        const l = letter.getBoundingClientRect();
        const p = mark.getBoundingClientRect();
        if (l.width === 0 || p.width === 0 || Math.abs(l.top - p.top) > 4) continue;
        if (p.left < l.left) wrong.push(text.slice(Math.max(0, match.index - 24), match.index + 2));
      }
    }
    return wrong;
  });
}

test('an English description on an Arabic phone page keeps its full stop on its right', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `Amber Smoke ${randomUUID().slice(0, 6)}`;
  const product = await createPerfume(page, baseURL, { name, description: DESCRIPTION });

  await page.goto(`/ar${product.path}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const description = page.locator('article p', { hasText: SENTENCE });
  await expect(description).toBeVisible();
  // "thing" then its full stop, left to right, and the sentence's words in their order.
  const sentence = await boxesOf(page, `article p:has-text("${SENTENCE}")`, ['This', 'real', 'thing', '.']);
  expectReadingOrder(sentence.slice(-2), 'ltr');
  expect((sentence[3] as Box).left).toBeGreaterThanOrEqual((sentence[2] as Box).right - 1);
  expectReadingOrder(sentence, 'ltr');
  expect(await punctuationOnTheWrongSide(page)).toEqual([]);
  // The same sentence without its isolation is caught: the check can fail.
  await page.evaluate((text) => {
    const bare = document.createElement('p');
    bare.id = 'bare-sentence';
    bare.textContent = text;
    document.querySelector('main')?.append(bare);
  }, SENTENCE);
  expect(await punctuationOnTheWrongSide(page)).toEqual([SENTENCE]);
  await page.evaluate(() => document.getElementById('bare-sentence')?.remove());

  // The newest perfume's card opens the collection: its cut description ends with "...", on the right.
  const preview = productDescriptionPreview(DESCRIPTION);
  expect(preview).toMatch(/[a-z]\.\.\.$/);
  await page.goto('/ar/perfumes');
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  const cut = preview.slice(-6, -3);
  const ending = await boxesOf(page, `[data-testid="product-card"]:has-text("${name}") p[dir="auto"]`, [
    'Warm',
    cut,
    '...',
  ]);
  expectReadingOrder(ending, 'ltr');
  expect(await punctuationOnTheWrongSide(page)).toEqual([]);
});

test('the footer reads from the right in Arabic: mark, year, shop, town, country, full stop', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/ar/about');
  const footer = 'footer p:has-text("©")';
  await expect(page.locator(footer)).toBeVisible();
  const year = String(new Date().getFullYear());
  // The town in the page's language: the shop's first address has an Arabic wording (docs/decisions/180).
  const town = AR.shopInfo.shopAddress.town;
  const boxes = await boxesOf(page, footer, ['©', year, 'Saadiyat Perfumes', town, 'لبنان', '.']);
  expectReadingOrder(boxes, 'rtl');
  // Inside the shop's name, the Latin words still read left to right.
  expectReadingOrder(await boxesOf(page, footer, ['Saadiyat', 'Perfumes']), 'ltr');
  await expect(page.locator(footer)).toContainText(AR.footer.rights);
  expect(await punctuationOnTheWrongSide(page)).toEqual([]);
});

test('the footer reads from the left in English and French', async ({ page }) => {
  test.setTimeout(60_000);
  const year = String(new Date().getFullYear());
  for (const [base, country] of [
    ['', 'Lebanon'],
    ['/fr', 'Liban'],
  ] as const) {
    await page.goto(`${base}/about`);
    const footer = 'footer p:has-text("©")';
    const boxes = await boxesOf(page, footer, ['©', year, 'Saadiyat Perfumes', 'Saadiyat', country, '.']);
    expectReadingOrder(boxes, 'ltr');
  }
});

/** The faces the browser drew an element's own text in, most glyphs first ("(web)" after a page's own face). */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return [...fonts]
    .sort((a, b) => b.glyphCount - a.glyphCount)
    .map((font) => `${font.familyName}${font.isCustomFont ? ' (web)' : ''}`);
}

test("Arabic text, titles too, is drawn in the shop's own Arabic face; a Latin word in it keeps the English face", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/ar/perfumes');
  const title = page.getByRole('heading', { level: 1, name: AR.perfumes.title });
  await expect(title).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await family('main h1')).toMatch(/^"Noto Sans Arabic", Georgia/);
  expect(await family('main p')).toMatch(/^"Noto Sans Arabic", system-ui/);
  expect(await facesOf(page, 'main h1')).toEqual(['Noto Sans Arabic (web)']);
  expect((await facesOf(page, 'main h1 + p'))[0]).toBe('Noto Sans Arabic (web)');
  // The wordmark is Latin: its letters are drawn in the face the English page draws them in.
  const wordmark = 'header nav > a';
  const arabicFaces = await facesOf(page, wordmark);
  await page.goto('/perfumes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await facesOf(page, wordmark)).toEqual(arabicFaces);
  expect(await family('main p')).toMatch(/^system-ui/);
});
