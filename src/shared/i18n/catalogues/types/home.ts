/** The home page, the pages that say no, and the ways through the shop. */

/** A card's or a value's title and its sentence. */
export interface TitledText {
  title: string;
  text: string;
}

export interface NotFoundTexts {
  title: string;
  text: string;
  back: string;
}

export interface ForbiddenTexts {
  title: string;
  text: string;
  back: string;
}

export interface HomeTexts {
  tagline: string;
  exploreCollection: string;
  noProducts: string;
  viewAllBrands: string;
  ourNews: string;
  distinctiveEdge: string;
  getDirections: string;
  brandsTitle: string;
  brandsCarousel: string;
  brandsHint: string;
  newsSubtitle: string;
  edgeSubtitle: string;
  edge: readonly [TitledText, TitledText, TitledText];
  collectionsTitle: string;
  collections: {
    women: TitledText;
    men: TitledText;
    unisex: TitledText;
  };
  shopCollection: string;
}

export interface StorefrontTexts {
  filters: string;
  /** The Filters button tells how many filters are on; screen readers hear it in words. */
  activeFilters: (count: number) => string;
  emptyCartBrowse: string;
  forbiddenLogin: string;
  forbiddenLoginHint: string;
  perfumeCount: (count: number) => string;
  showBrand: (brand: string) => string;
  adminGroupCount: (count: number) => string;
  expandAll: string;
  collapseAll: string;
}
