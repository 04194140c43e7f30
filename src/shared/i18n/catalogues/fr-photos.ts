import type { Catalogue } from './catalogue.ts';
import { formatNumber } from './formats.ts';

const n = (value: number) => formatNumber('fr', value);

/** Les photos d'un parfum en français : le gestionnaire de photos du propriétaire et la galerie. */
export const FR_PHOTOS: Catalogue['photos'] = {
  admin: {
    title: 'Les photos',
    hint: (max) =>
      `Jusqu’à ${n(max)} photos : le flacon, la boîte, le bouchon. La première est la photo principale : les fiches, les liens partagés et la page du parfum la montrent en premier.`,
    saveFirst: 'Ajoutez d’abord le parfum ; vous pourrez ensuite ajouter d’autres photos ici.',
    chooseFiles: 'Ajouter des photos',
    adding: 'Ajout des photos…',
    working: 'Enregistrement…',
    left: (count) =>
      count <= 1
        ? `Vous pouvez encore ajouter ${n(count)} photo.`
        : `Vous pouvez encore ajouter ${n(count)} photos.`,
    limitReached: (max) =>
      `Ce parfum a ${n(max)} photos, le maximum. Supprimez-en une pour en ajouter une autre.`,
    position: (index, total) => `Photo ${n(index)} sur ${n(total)}`,
    main: 'Photo principale',
    makeMain: 'Mettre en principale',
    makeMainLabel: (index) => `Faire de la photo ${n(index)} la photo principale`,
    moveEarlier: 'Avant',
    moveEarlierLabel: (index) => `Déplacer la photo ${n(index)} vers l’avant`,
    moveLater: 'Après',
    moveLaterLabel: (index) => `Déplacer la photo ${n(index)} vers l’arrière`,
    removeBackground: 'Retirer le fond',
    removeBackgroundLabel: (index) => `Retirer le fond de la photo ${n(index)}`,
    remove: 'Supprimer',
    removeLabel: (index) => `Supprimer la photo ${n(index)}`,
    confirmRemove: (index) => `Supprimer la photo ${n(index)} ? Ses fichiers seront effacés.`,
    added: (count) => (count <= 1 ? 'Photo ajoutée.' : `${n(count)} photos ajoutées.`),
    removed: 'Photo supprimée.',
    moved: (index, total) => `Déplacée : c’est maintenant la photo ${n(index)} sur ${n(total)}.`,
    mainChosen: 'Photo principale choisie.',
    backgroundRemoved: 'Fond retiré et photo enregistrée.',
    alt: (name, index, total) => `${name}, photo ${n(index)} sur ${n(total)}`,
  },
  gallery: {
    label: (name) => `Photos de ${name}`,
    thumbnails: 'Choisir une photo',
    show: (index, total) => `Photo ${n(index)} sur ${n(total)}`,
    alt: (name, index, total) => `${name}, photo ${n(index)} sur ${n(total)}`,
  },
};
