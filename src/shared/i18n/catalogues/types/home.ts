/** The home page, the pages that say no, and the ways through the shop. */

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
  edge: readonly [
    {
      title: string;
      text: string;
    },
    {
      title: string;
      text: string;
    },
    {
      title: string;
      text: string;
    },
  ];
  collectionsTitle: string;
  collections: {
    women: {
      title: string;
      text: string;
    };
    men: {
      title: string;
      text: string;
    };
    unisex: {
      title: string;
      text: string;
    };
  };
  shopCollection: string;
}

export interface StorefrontTexts {
  filters: string;
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
