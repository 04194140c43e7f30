import type { Catalogue } from './catalogue.ts';

/** French: alerts on the owner's devices, undo, and replies to customers (docs/decisions/140-142). */
export const FR_DEVICE_ALERTS: Catalogue['deviceAlerts'] = {
  title: 'Alertes sur cet appareil',
  intro:
    'Une notification sur ce téléphone ou cet ordinateur dès qu’une commande arrive, même boutique fermée.',
  turnOn: 'M’alerter sur cet appareil',
  turnOff: 'Arrêter les alertes sur cet appareil',
  isOn: 'Cet appareil reçoit une alerte à chaque nouvelle commande.',
  isOff: 'Cet appareil ne reçoit pas d’alertes.',
  working: 'Un instant...',
  unsupported:
    'Ce navigateur ne peut pas afficher d’alertes. Sur iPhone, ajoutez d’abord la gestion à l’écran d’accueil (Partager, puis Sur l’écran d’accueil) et ouvrez-la depuis là.',
  needsHttps: 'Les alertes demandent que la boutique soit ouverte en https.',
  denied:
    'Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du navigateur, puis réessayez.',
  failed: 'Les alertes n’ont pas pu être activées. Veuillez réessayer.',
  turnedOn: 'Alertes activées\u00a0: la prochaine commande s’affichera sur cet appareil.',
  turnedOff: 'Alertes arrêtées sur cet appareil.',
  devices: 'Vos appareils avec alertes',
  thisDevice: 'cet appareil',
  remove: 'Retirer',
  removeLabel: (device) => `Arrêter les alertes sur ${device}`,
  since: (date) => `depuis le ${date}`,
  unnamedDevice: 'Un navigateur',
  chime: 'Jouer un court son à chaque nouvelle commande tant qu’une page de gestion est ouverte',
  titleCount: (count, title) => `(${count}) ${title}`,
};

export const FR_STATUS_UNDO: Catalogue['statusUndo'] = {
  changedTo: (reference, status) => `${reference} est maintenant «\u00a0${status}\u00a0».`,
  undo: 'Annuler',
  undoLabel: (reference) => `Annuler le dernier changement de ${reference}`,
  undone: (reference, status) => `${reference} est revenue à «\u00a0${status}\u00a0».`,
  cancelQuestion: (reference) => `Annuler la commande ${reference}\u00a0?`,
  history: {
    change: (status, who, time) => `${status} par ${who} à ${time}`,
    byCustomer: (status, time) => `${status} à ${time}, envoyée par le client`,
    undo: (who, time, status) => `Annulé par ${who} à ${time}\u00a0: retour à «\u00a0${status}\u00a0»`,
    undoneMark: '(annulé)',
  },
  activity: {
    change: (to, from) => `${to} (avant\u00a0: ${from})`,
    undo: (from, to) => `«\u00a0${from}\u00a0» annulé\u00a0: retour à ${to}`,
  },
};

export const FR_CUSTOMER_REPLIES: Catalogue['customerReplies'] = {
  message: 'Écrire au client',
  messageLabel: (reference) => `Écrire au client de ${reference} sur WhatsApp`,
  title: 'Réponses aux clients',
  intro:
    '«\u00a0Écrire au client\u00a0» sur une commande ouvre WhatsApp avec le texte de son statut, dans la langue de la commande. {reference} devient la référence de la commande et {link} son lien de suivi.',
  languages: { en: 'Anglais', ar: 'Arabe', fr: 'Français' },
  restore: 'Remettre le texte de la boutique',
  save: 'Enregistrer les réponses',
  saved: 'Réponses enregistrées.',
  failed: 'Les réponses n’ont pas pu être enregistrées. Veuillez réessayer.',
  loadFailed: 'Les réponses n’ont pas pu être chargées.',
};

export const FR_PUSH: Catalogue['push'] = {
  title: (reference, total) => `Nouvelle commande ${reference} · ${total}`,
  line: (quantity, name, size) => `${quantity} × ${name} (${size} ml)`,
  more: (count) => `et ${count} de plus`,
  appName: (shop) => `${shop} · Gestion`,
  appDescription: 'Les commandes, les parfums et les réglages de la boutique.',
};
