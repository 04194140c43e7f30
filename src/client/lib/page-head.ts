import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '#shared/paths.ts';
import { HEAD_TAG_ATTRIBUTE, headTags, pageMeta } from '#shared/seo.ts';
import { brandsQueryOptions } from '../api/brands.ts';
import { getPublicConfig } from './public-config.ts';

export interface PageHeadInput {
  pathname: string;
  search: string;
  isNotFound: boolean;
}

/** Brand names, for a /perfumes?brand=… view only (it is titled after a known brand). */
async function knownBrandsFor({ pathname, search }: PageHeadInput, queryClient: QueryClient) {
  const isBrandView =
    pathname.replace(/\/+$/, '') === PATHS.perfumes && new URLSearchParams(search).has('brand');
  if (!isBrandView) return [];
  try {
    const brands = await queryClient.fetchQuery(brandsQueryOptions);
    return brands.map((brand) => brand.name);
  } catch {
    // Without the list the page keeps the collection's own title: nothing to tell the visitor.
    return [];
  }
}

/** Writes the page's title and head tags, as the server does for the first page. */
export async function applyPageHead(
  input: PageHeadInput,
  queryClient: QueryClient,
  isCurrent: () => boolean,
): Promise<void> {
  const knownBrands = await knownBrandsFor(input, queryClient);
  if (!isCurrent()) return;
  const meta = pageMeta({ ...input, knownBrands });
  document.title = meta.title;
  for (const element of document.head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`)) element.remove();
  // A description the page may carry without the marker (the Vite dev server's page).
  document.head.querySelector('meta[name="description"]')?.remove();
  const fragment = document.createDocumentFragment();
  for (const tag of headTags(meta, getPublicConfig().publicUrl)) {
    const element = document.createElement(tag.element);
    element.setAttribute(tag.key, tag.keyValue);
    element.setAttribute(tag.element === 'link' ? 'href' : 'content', tag.value);
    element.setAttribute(HEAD_TAG_ATTRIBUTE, '');
    fragment.append(element);
  }
  document.head.append(fragment);
}
