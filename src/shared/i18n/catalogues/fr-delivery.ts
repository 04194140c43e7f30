import type { Catalogue } from './catalogue.ts';

/** Zones et frais de livraison, et la confirmation d’une commande par la boutique. */
export const FR_DELIVERY: Catalogue['delivery'] = {
  settings: {
    title: 'Zones et frais de livraison',
    intro:
      'Les zones où vous livrez et leurs frais. Sans zone, la commande ne demande rien sur la livraison et n’ajoute aucun frais.',
    area: (position) => `Zone ${position}`,
    nameEn: 'Nom en anglais',
    nameAr: 'Nom en arabe',
    nameFr: 'Nom en français',
    fee: 'Frais de livraison ($)',
    freeFrom: 'Livraison offerte dès ($, facultatif)',
    freeFromHint: 'Quand les parfums atteignent ce montant, la livraison vers cette zone est offerte.',
    add: 'Ajouter une zone',
    remove: (name) => `Supprimer ${name || 'cette zone'}`,
    empty: 'Aucune zone de livraison pour l’instant.',
    pickup: 'Les clients peuvent retirer en boutique',
    pickupHint: 'Proposé à la commande à côté des zones, sans frais.',
    areas: 'Zones',
  },
  checkout: {
    legend: 'Livraison',
    hint: 'Choisissez votre zone, ou retirez en boutique.',
    pickup: 'Retrait en boutique',
    free: 'Offerte',
    freeFrom: (amount) => `offerte dès ${amount}`,
    required: 'Choisissez votre zone de livraison, ou le retrait en boutique.',
    changed: 'Les zones de livraison ont changé. Veuillez choisir à nouveau.',
    perfumes: 'Parfums',
    fee: 'Livraison',
  },
  message: {
    delivery: 'Livraison',
    pickup: 'Retrait en boutique',
    free: 'Offerte',
  },
  order: {
    delivery: 'Livraison',
    pickup: 'Retrait en boutique',
    free: 'Offerte',
    perfumes: 'Parfums',
  },
  confirmation: {
    waiting:
      'En attente de confirmation par la boutique. Si votre message WhatsApp n’est pas parti, renvoyez-le.',
    confirmed: 'La boutique a confirmé votre commande.',
    notReceived:
      'La boutique n’a pas reçu votre message WhatsApp. Renvoyez-le, ou appelez la boutique avec votre référence.',
    sendAgain: 'Renvoyer sur WhatsApp',
  },
  inbox: {
    waitingTitle: 'En attente de votre confirmation',
    waitingHint:
      'Le client a appuyé sur Envoyer. Confirmez dès que le message WhatsApp est arrivé ; sans confirmation après 48 heures, la commande passe en « Non reçue ».',
    othersTitle: 'Confirmées et suivantes',
    notReceived: (count) => `Non reçues (${count})`,
    waiting: 'En attente de confirmation',
    withDelivery: (amount) => `dont livraison ${amount}`,
    revenueNote: 'Le chiffre d’affaires ne compte que les commandes confirmées.',
    movedUnconfirmed: 'automatiquement, après 48 heures sans confirmation',
  },
};
