import type { Catalogue } from './catalogue.ts';
import { formatNumber } from './formats.ts';

/** The finishing touches' texts in French (en-details.ts has the English). */
export const FR_DETAILS: Catalogue['details'] = {
  chooseSizeInCart: 'Choisissez un format ci-dessus pour voir le prix.',
  addedChooseSize: 'Aucun format choisi : choisissez-le dans votre panier avant de commander.',
  inbox: {
    figures: 'Chiffres',
    filters: 'Filtres et export',
    range: 'Période',
    exportRange: 'Exporter ces dates (CSV)',
    exportHint: 'Les commandes passées entre les dates ci-dessus, ou sur les 30 derniers jours sans dates.',
  },
  courier: {
    sheetTitle: 'Bon de livraison',
    collect: 'Montant à encaisser',
    phone: 'Téléphone',
    call: 'Appeler',
    items: 'Articles',
    location: 'Position',
    openMap: 'Ouvrir dans Maps',
    scan: 'Scannez pour la position',
    noLocation: 'Pas de position partagée : suivez l’adresse.',
  },
  unsaved: {
    otherSection: (section) =>
      `« ${section} » a des modifications non enregistrées, que ce bouton n’enregistre pas. Enregistrez aussi cette section avant de partir.`,
    saveThisOnly: 'Enregistrer cette section seulement',
    keep: 'Continuer',
    leave: 'Vos modifications ne sont pas enregistrées. Quitter la page quand même ?',
    marker: 'Non enregistré',
  },
  activity: {
    changed: (label, before, after) => `${label} : ${after} (avant : ${before}).`,
    closed: 'fermé',
    empty: 'vide',
    dayHours: (day) => `Horaires du ${day}`,
    specialDays: 'Jours particuliers',
    noSpecialDays: 'aucun',
    sizePrice: (size) => `Prix du ${size}`,
    sizeOnSale: (size, isOnSale) =>
      isOnSale ? `Le ${size} est de nouveau en vente.` : `Le ${size} n’est plus vendu.`,
    lbpRate: 'Taux du dollar',
    lbpPerUsd: (rate) => `${formatNumber('fr', rate)} L.L. pour 1 $`,
    lbpShown: (isShown) =>
      isShown ? 'Les prix s’affichent aussi en livres.' : 'Les prix ne s’affichent plus en livres.',
    deliveryAreas: 'Zones de livraison',
    noAreas: 'aucune',
    pickupOffered: (isOffered) =>
      isOffered
        ? 'Les clients peuvent désormais retirer en boutique.'
        : 'Le retrait en boutique n’est plus proposé.',
    yes: 'oui',
    no: 'non',
    repliesChanged: (texts) => `Messages de réponse modifiés : ${texts.join(', ')}.`,
  },
  csv: {
    pickup: 'Retrait en boutique',
    header: [
      'Référence',
      'Passée le',
      'Statut',
      'Nom du client',
      'Téléphone',
      'Adresse ou repère',
      'Position',
      'Parfum',
      'Catégorie',
      'Quantité 100 ml',
      'Prix unitaire 100 ml',
      'Quantité 50 ml',
      'Prix unitaire 50 ml',
      'Total de la ligne',
      'Livraison',
      'Frais de livraison',
      'Code promo',
      'Remise',
      'Total de la commande',
    ],
  },
};
