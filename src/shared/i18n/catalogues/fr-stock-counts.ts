import type { Catalogue } from './catalogue.ts';

const bottles = (n: number) => `${n} flacon${n > 1 ? 's' : ''}`;
const counted = (n: number | null) => (n === null ? 'non compté' : bottles(n));

export const FR_STOCK_COUNTS: Catalogue['stockCounts'] = {
  tooFew: (product, size, left, wanted) =>
    `Il ne reste que ${bottles(left)} de ${product} ${size}, et cette commande en demande ${wanted}. Corrigez le stock ou la commande, puis confirmez.`,
  card: {
    legend: 'Flacons en stock',
    count: (size) => `Flacons de ${size}`,
    hint: 'Laissez vide pour ne pas compter un format : son interrupteur décide, comme avant.',
    save: (size) => `Enregistrer le stock ${size}`,
    saved: 'Stock enregistré.',
    out: 'En rupture',
    low: (left) => `Bientôt épuisé : ${left} restant${left > 1 ? 's' : ''}`,
  },
  settings: {
    title: 'Stock',
    intro:
      'Un format compté qui a ce nombre de flacons ou moins est signalé dans la liste des produits et dans les chiffres des commandes.',
    threshold: 'Stock bas à partir de (flacons)',
  },
  figures: {
    title: 'Bientôt épuisé',
    none: 'Aucun format compté ne s’épuise.',
    line: (size, left) =>
      `${size} : ${left === 0 ? 'en rupture' : `${bottles(left)} restant${left > 1 ? 's' : ''}`}`,
  },
  activity: (size, quantity, before) => `${size} : ${counted(quantity)} (avant : ${counted(before)})`,
};
