import type { OpenStatus } from '#shared/opening-hours.ts';
import { lbpAmount } from '#shared/prices.ts';
import type { Weekday } from '#shared/settings-types.ts';
import type { Catalogue } from './catalogue.ts';
import {
  formatFrenchClock,
  formatFrenchDollars,
  formatNumber,
  formatShopDate,
  formatShopDateTime,
  plural,
} from './formats.ts';

/** French: the texts built from a value (counts, sizes, open-now, money, dates). */

/** "lundi" inside a sentence (written out, as in English: no Intl formatter while a page loads). */
const WEEKDAYS_IN_TEXT: Record<Weekday, string> = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
};

/** "Lundi" at the head of a row of the week's hours. */
const WEEKDAY_LABELS: Catalogue['fn']['weekdayNames'] = {
  monday: 'Lundi',
  tuesday: 'Mardi',
  wednesday: 'Mercredi',
  thursday: 'Jeudi',
  friday: 'Vendredi',
  saturday: 'Samedi',
  sunday: 'Dimanche',
};

const CATEGORY_NAMES: Record<string, string> = { men: 'homme', women: 'femme', unisex: 'mixte' };

/** "ouvre demain à 10 h", or "nous ouvrons…" when the shop speaks. */
function nextOpeningText(status: OpenStatus, verb: 'ouvre' | 'nous ouvrons'): string | null {
  if (status.isOpen || !status.next) return null;
  const { next } = status;
  const at = `à ${formatFrenchClock(next.opens)}`;
  if (next.relation === 'today') return `${verb} aujourd’hui ${at}`;
  if (next.relation === 'tomorrow') return `${verb} demain ${at}`;
  return `${verb} ${WEEKDAYS_IN_TEXT[next.weekday]} ${at}`;
}

/** The functions and formats; the error messages and refusals join them in fr.ts. */
export const FR_FN: Omit<Catalogue['fn'], 'errors' | 'refusals'> = {
  cartButtonLabel: (count) =>
    `Panier, ${
      count === 0
        ? 'aucun article'
        : plural('fr', count, { one: '# article', many: '# d’articles', other: '# articles' })
    }`,
  sizeLabel: (size) => `${size} ml`,
  openStatusText: (status) => {
    if (status.isOpen) return `Ouvert · ferme à ${formatFrenchClock(status.closes)}`;
    const next = nextOpeningText(status, 'ouvre');
    return next ? `Fermé · ${next}` : 'Fermé';
  },
  closedReplyText: (status) => {
    if (status.isOpen) return null;
    const next = nextOpeningText(status, 'nous ouvrons');
    return next
      ? `La boutique est fermée pour le moment. Vous pouvez quand même envoyer votre commande : ${next} et vous répondrons à ce moment-là.`
      : 'La boutique est fermée pour le moment. Vous pouvez quand même envoyer votre commande : nous vous répondrons dès la réouverture.';
  },
  categoryLine: (category) => `Catégorie : ${CATEGORY_NAMES[category] ?? category}`,
  sentWhileClosed: 'Commande envoyée pendant la fermeture de la boutique',
  weekdayNames: WEEKDAY_LABELS,
  clock: (clock) => formatFrenchClock(clock),
  intervals: (intervals, separator = ', ') =>
    intervals.map((i) => `${formatFrenchClock(i.opens)} – ${formatFrenchClock(i.closes)}`).join(separator),
  dollars: (cents) => formatFrenchDollars(cents),
  dollarsShort: (cents) => formatFrenchDollars(cents, true),
  pounds: (cents, lbpPerUsd) => `${formatNumber('fr', lbpAmount(cents, lbpPerUsd))} L.L.`,
  dateTime: (iso) => formatShopDateTime('fr', iso),
  date: (iso) => formatShopDate('fr', iso),
};
