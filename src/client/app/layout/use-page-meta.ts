import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { brandsQueryOptions } from '#client/api/brands.ts';
import { productByShortIdQueryOptions } from '#client/api/product-by-short-id.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import type { PageHeadData } from '#client/lib/page-head.ts';
import { usePublicConfig } from '#client/lib/shop-settings.ts';

/**
 * Keeps the head right while navigating: title, description, robots, canonical, Open Graph and
 * Twitter tags. The server wrote the same tags for the first page (src/server/modules/seo), so
 * the route table loads after the first render rather than in the home page's first load.
 */
export function usePageMeta(pathname: string, isNotFound = false): void {
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const words = useMessages();
  const { publicUrl, settings } = usePublicConfig();
  const shopName = settings.shop.name;
  const { prices } = settings;
  // The page the server sent came with its head: the first run has nothing to change, and would
  // fetch what the head is made of (the whole catalogue for a product page) for nothing.
  const isServedHead = useRef(
    typeof document !== 'undefined' && document.head.querySelector('[data-page-meta]') !== null,
  );

  useEffect(() => {
    if (isServedHead.current) {
      isServedHead.current = false;
      return;
    }
    let isCurrent = true;
    const data: PageHeadData = {
      brands: () => queryClient.fetchQuery(brandsQueryOptions),
      product: (shortId) => queryClient.fetchQuery(productByShortIdQueryOptions(shortId)),
    };
    void import('#client/lib/page-head.ts').then(({ applyPageHead }) =>
      applyPageHead(
        { pathname, search, isNotFound, language, words, seo: words.seo, publicUrl, shopName, prices },
        data,
        () => isCurrent,
      ),
    );
    return () => {
      isCurrent = false;
    };
  }, [pathname, search, isNotFound, queryClient, language, words, publicUrl, shopName, prices]);
}
