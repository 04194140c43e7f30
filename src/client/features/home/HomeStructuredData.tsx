import { useEffect } from 'react';
import { useProducts } from '#client/api/products.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { usePublicConfig } from '#client/lib/shop-settings.ts';
import { HOME_NEWEST_COUNT } from '#shared/constants.ts';
import { STRUCTURED_DATA_ATTRIBUTE } from '#shared/seo/head-tags.ts';
import { buildHomeStructuredData } from '#shared/structured-data.ts';

function writeBlock(id: string, data: unknown): void {
  let script = document.head.querySelector<HTMLScriptElement>(`script[${STRUCTURED_DATA_ATTRIBUTE}="${id}"]`);
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(STRUCTURED_DATA_ATTRIBUTE, id);
    document.head.append(script);
  }
  // The server's block is usually the same: rewriting it would only redo the browser's work.
  const text = JSON.stringify(data);
  if (script.textContent !== text) script.textContent = text;
}

/**
 * The home page's structured data. The server writes it into the first HTML; this keeps it right
 * when the home page is reached by navigating, and removes it when leaving. Renders nothing.
 */
export function HomeStructuredData() {
  const { data: products } = useProducts(HOME_NEWEST_COUNT);
  const { publicUrl, settings } = usePublicConfig();
  const language = useLanguage();
  const words = useMessages();

  useEffect(() => {
    const input = { publicUrl, settings, products: products ?? [], language, words };
    for (const block of buildHomeStructuredData(input)) {
      // Until the products arrive, the server's list (if any) is the right one.
      if (block.id === 'product-collection' && !products) continue;
      writeBlock(block.id, block.data);
    }
  }, [products, publicUrl, settings, language, words]);

  useEffect(
    () => () => {
      for (const script of document.head.querySelectorAll(`script[${STRUCTURED_DATA_ATTRIBUTE}]`)) {
        script.remove();
      }
    },
    [],
  );

  return null;
}
