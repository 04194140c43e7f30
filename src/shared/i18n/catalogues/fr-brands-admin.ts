import type { BrandsAdminTexts } from './types/brands-admin.ts';

/** French: the owner's brand list. */
export const FR_BRANDS_ADMIN: BrandsAdminTexts = {
  title: 'Marques',
  nav: 'Marques',
  intro:
    'Les maisons auxquelles vos parfums peuvent appartenir. Une nouvelle marque apparaît aussitôt dans la boutique, ses filtres et l’annuaire des marques.',
  addTitle: 'Ajouter une marque',
  editTitle: (name) => `Modifier ${name}`,
  name: 'Nom',
  nameHint: 'Comme la maison l’écrit. « dior » et « Dior » sont la même marque.',
  nameAr: 'Nom en arabe',
  nameFr: 'Nom en français',
  translationHint: 'Facultatif : les pages en arabe et en français l’affichent à la place du nom.',
  logo: 'Logo de la marque',
  logoHint: 'JPEG, PNG ou WebP, 2 Mo au plus. Sans logo, la boutique écrit le nom.',
  removeLogo: 'Retirer le logo',
  add: 'Ajouter la marque',
  save: 'Enregistrer la marque',
  cancel: 'Annuler',
  edit: 'Modifier',
  remove: 'Supprimer',
  editLabel: (name) => `Modifier ${name}`,
  removeLabel: (name) => `Supprimer ${name}`,
  search: 'Rechercher une marque...',
  empty: 'Aucune marque pour l’instant. Ajoutez la première ci-dessus.',
  noMatch: 'Aucune marque ne correspond à cette recherche.',
  perfumeCount: (count) => (count === 0 ? 'Aucun parfum' : count === 1 ? '1 parfum' : `${count} parfums`),
  noLogo: 'Pas de logo',
  confirmTitle: 'Supprimer cette marque ?',
  confirmText: (name) => `${name} ne sera plus proposée pour les nouveaux parfums.`,
  added: (name) => `${name} ajoutée.`,
  saved: (name) => `${name} enregistrée.`,
  removed: (name) => `${name} supprimée.`,
  nameRequired: 'Veuillez saisir le nom de la marque.',
  nameTooLong: (max) => `Le nom de la marque fait ${max} caractères au plus.`,
  translationTooLong: (max) => `Un nom traduit fait ${max} caractères au plus.`,
  nameTaken: (name) => `Une marque nommée « ${name} » existe déjà.`,
  inUse: (count) =>
    count === 1
      ? '1 parfum utilise cette marque : changez-le de marque ou supprimez-le d’abord.'
      : `${count} parfums utilisent cette marque : changez-les de marque ou supprimez-les d’abord.`,
};
