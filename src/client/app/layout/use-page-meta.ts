import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { brandsQueryOptions } from '../../api/brands.ts';
import { productsQueryOptions } from '../../api/products.ts';
import type { PageHeadData } from '../../lib/page-head.ts';

/**
 * Keeps the head right while navigating: title, description, robots, canonical, Open Graph and
 * Twitter tags. The server wrote the same tags for the first page (src/server/modules/seo), so
 * the route table loads after the first render rather than in the home page's first load.
 */
export function usePageMeta(pathname: string, isNotFound = false): void {
  const { search } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    let isCurrent = true;
    const data: PageHeadData = {
      brands: () => queryClient.fetchQuery(brandsQueryOptions),
      products: () => queryClient.fetchQuery(productsQueryOptions()),
    };
    void import('../../lib/page-head.ts').then(({ applyPageHead }) =>
      applyPageHead({ pathname, search, isNotFound }, data, () => isCurrent),
    );
    return () => {
      isCurrent = false;
    };
  }, [pathname, search, isNotFound, queryClient]);
}
