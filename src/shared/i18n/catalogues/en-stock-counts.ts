import type { Catalogue } from './catalogue.ts';

const bottles = (n: number) => `${n} bottle${n === 1 ? '' : 's'}`;
const counted = (n: number | null) => (n === null ? 'not counted' : bottles(n));

export const EN_STOCK_COUNTS: Catalogue['stockCounts'] = {
  tooFew: (product, size, left, wanted) =>
    `Only ${bottles(left)} of ${product} ${size} left, and this order needs ${wanted}. Correct the count or the order, then confirm.`,
  card: {
    legend: 'Bottles in stock',
    count: (size) => `${size} bottles`,
    hint: 'Leave empty to not count a size: its switch decides, as before.',
    save: (size) => `Save ${size} count`,
    saved: 'Count saved.',
    out: 'Out of stock',
    low: (left) => `Low: ${left} left`,
  },
  settings: {
    title: 'Stock',
    intro:
      'A counted size with this many bottles or fewer is marked low in the product list and in the order figures.',
    threshold: 'Low stock at (bottles)',
  },
  figures: {
    title: 'Running low',
    none: 'Nothing counted is running low.',
    line: (size, left) => `${size}: ${left === 0 ? 'out of stock' : `${bottles(left)} left`}`,
  },
  activity: (size, quantity, before) => `${size}: ${counted(quantity)} (was ${counted(before)})`,
};
