import type { Catalogue } from './catalogue.ts';

export const FR_ADMIN_LIST: Catalogue['adminList'] = {
  loading: 'Chargement des parfums…',
  loadFailed: 'Impossible de charger ces parfums.',
  retry: 'Réessayer',
  showMore: 'Afficher plus',
  loadingMore: 'Chargement…',
  shown: (shown, total) => `${shown} affichés sur ${total}`,
};
