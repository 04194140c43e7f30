import type { BrandsAdminTexts } from './types/brands-admin.ts';

/** English: the owner's brand list. */
export const EN_BRANDS_ADMIN: BrandsAdminTexts = {
  title: 'Brands',
  nav: 'Brands',
  intro:
    'The houses your perfumes can belong to. A new brand shows in the shop, its filters and the brand directory at once.',
  addTitle: 'Add a brand',
  editTitle: (name) => `Edit ${name}`,
  name: 'Name',
  nameHint: 'As the house writes it. "dior" and "Dior" are the same brand.',
  nameAr: 'Name in Arabic',
  nameFr: 'Name in French',
  translationHint: 'Optional: Arabic and French pages show it instead of the name.',
  logo: 'Logo',
  logoHint: 'JPEG, PNG or WebP, at most 2 MB. Without one, the shop draws the name.',
  removeLogo: 'Remove the logo',
  add: 'Add brand',
  save: 'Save brand',
  cancel: 'Cancel',
  edit: 'Edit',
  remove: 'Remove',
  editLabel: (name) => `Edit ${name}`,
  removeLabel: (name) => `Remove ${name}`,
  search: 'Search brands...',
  empty: 'No brands yet. Add your first brand above.',
  noMatch: 'No brand matches this search.',
  perfumeCount: (count) => (count === 0 ? 'No perfumes' : count === 1 ? '1 perfume' : `${count} perfumes`),
  noLogo: 'No logo',
  confirmTitle: 'Remove this brand?',
  confirmText: (name) => `${name} will no longer be offered for new perfumes.`,
  added: (name) => `${name} added.`,
  saved: (name) => `${name} saved.`,
  removed: (name) => `${name} removed.`,
  nameRequired: 'Please enter the brand name.',
  nameTooLong: (max) => `The brand name must be at most ${max} characters.`,
  translationTooLong: (max) => `A translated name must be at most ${max} characters.`,
  nameTaken: (name) => `A brand named "${name}" already exists.`,
  inUse: (count) =>
    count === 1
      ? '1 perfume uses this brand: move it to another brand or delete it first.'
      : `${count} perfumes use this brand: move them to another brand or delete them first.`,
};
