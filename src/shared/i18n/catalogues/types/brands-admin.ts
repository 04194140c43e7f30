/** The owner's brand list at /admin/brands (docs/decisions/183). */
export interface BrandsAdminTexts {
  title: string;
  /** The admin navigation's link. */
  nav: string;
  intro: string;
  addTitle: string;
  editTitle: (name: string) => string;
  name: string;
  nameHint: string;
  nameAr: string;
  nameFr: string;
  translationHint: string;
  logo: string;
  logoHint: string;
  removeLogo: string;
  add: string;
  save: string;
  cancel: string;
  edit: string;
  remove: string;
  /** "Edit Dior" for screen readers. */
  editLabel: (name: string) => string;
  removeLabel: (name: string) => string;
  search: string;
  empty: string;
  noMatch: string;
  /** "3 perfumes", "1 perfume", "No perfumes". */
  perfumeCount: (count: number) => string;
  noLogo: string;
  confirmTitle: string;
  confirmText: (name: string) => string;
  added: (name: string) => string;
  saved: (name: string) => string;
  removed: (name: string) => string;
  /** The refusals, worded from their particulars. */
  nameRequired: string;
  nameTooLong: (max: number) => string;
  translationTooLong: (max: number) => string;
  nameTaken: (name: string) => string;
  /** "3 perfumes use this brand": why a removal is refused. */
  inUse: (count: number) => string;
}
