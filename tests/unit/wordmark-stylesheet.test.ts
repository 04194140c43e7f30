import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { BRAND_LOGO_WIDTH } from '#shared/constants.ts';
import { wordmarkMaxFontSize } from '#shared/wordmark.ts';

const stylesheet = readFileSync(new URL('../../src/client/styles.css', import.meta.url), 'utf8');

test('the stylesheet sets every wordmark at the one largest size and scales it to the name', () => {
  // One size for every name: each font size a page uses is a font lookup before its first layout.
  const rule = stylesheet.slice(stylesheet.indexOf('.wordmark::before {'));
  const declarations = rule.slice(0, rule.indexOf('}'));
  const largest = Number(((wordmarkMaxFontSize() / BRAND_LOGO_WIDTH) * 100).toFixed(4));
  expect(declarations).toContain(`font-size: ${largest}cqw;`);
  expect(declarations).toContain('transform: scale(var(--wordmark-scale, 1));');
  // The spacing is divided by the scale: drawn, it stays the SVG's 1 in 160 whatever the name.
  expect(declarations).toContain(
    `letter-spacing: calc(${(100 / BRAND_LOGO_WIDTH).toFixed(3)}cqw / var(--wordmark-scale, 1));`,
  );
  expect(declarations).not.toContain('--wordmark-size');
});
