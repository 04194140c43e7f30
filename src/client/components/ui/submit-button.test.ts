import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { CatalogueContext } from '#client/i18n/language-context.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { SubmitButton } from './SubmitButton.tsx';

/** The button as the server's HTML holds it (docs/decisions/158): before the page's script runs. */
function serverHtml(props: { disabled?: boolean } = {}): string {
  return renderToString(
    createElement(
      CatalogueContext,
      { value: catalogueFor('en') },
      createElement(SubmitButton, { className: 'save', ...props }, 'Save'),
    ),
  );
}

test('in the server HTML the submit is disabled, busy and shows the loading wheel', () => {
  const html = serverHtml();
  expect(html).toMatch(/^<button type="submit"[^>]* disabled=""/);
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('data-waits-for-script');
  expect(html).toContain('animate-spin');
  expect(html).toContain('Save');
  expect(html).toContain(catalogueFor('en').common.loading);
});

test('a button its form disables stays disabled in the server HTML too', () => {
  expect(serverHtml({ disabled: true })).toMatch(/ disabled=""/);
});
