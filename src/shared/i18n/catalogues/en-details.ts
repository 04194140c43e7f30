import type { Catalogue } from './catalogue.ts';
import { formatNumber } from './formats.ts';

/**
 * The English texts of the storefront's and the owner's finishing touches: the cart's size prompt,
 * the header's search and account menu, the inbox's folded parts, the courier's sheet, the settings'
 * unsaved-edit warning and the activity log's sentences (worded from structured changes).
 */
export const EN_DETAILS: Catalogue['details'] = {
  chooseSizeInCart: 'Choose a size above to see its price.',
  addedChooseSize: 'No size chosen yet: choose it in your cart before checking out.',
  inbox: {
    figures: 'Figures',
    filters: 'Filters and export',
    range: 'Dates',
    exportRange: 'Export these dates (CSV)',
    exportHint: 'The orders placed in the dates above, or in the last 30 days when none are chosen.',
  },
  courier: {
    sheetTitle: 'Delivery sheet',
    collect: 'Amount to collect',
    phone: 'Phone',
    call: 'Call',
    items: 'Items',
    location: 'Location',
    openMap: 'Open in Maps',
    scan: 'Scan for the location',
    noLocation: 'No location shared: use the address.',
  },
  unsaved: {
    otherSection: (section: string) =>
      `“${section}” has changes that are not saved: this Save does not keep them. Save that section too before leaving.`,
    saveThisOnly: 'Save this section only',
    keep: 'Keep editing',
    leave: 'Your changes are not saved. Leave this page anyway?',
    marker: 'Not saved',
  },
  activity: {
    changed: (label: string, before: string, after: string) => `${label}: ${after} (was ${before}).`,
    closed: 'closed',
    empty: 'empty',
    dayHours: (day: string) => `${day}’s hours`,
    specialDays: 'Special days',
    noSpecialDays: 'none',
    sizePrice: (size: string) => `${size} price`,
    sizeOnSale: (size: string, isOnSale: boolean) =>
      isOnSale ? `${size} is on sale again.` : `${size} is no longer sold.`,
    lbpRate: 'Dollar rate',
    lbpPerUsd: (rate: number) => `${formatNumber('en', rate)} LBP for $1`,
    lbpShown: (isShown: boolean) =>
      isShown ? 'Prices now also show in LBP.' : 'Prices no longer show in LBP.',
    deliveryAreas: 'Delivery areas',
    noAreas: 'none',
    pickupOffered: (isOffered: boolean) =>
      isOffered ? 'Customers may now pick up at the shop.' : 'Pickup at the shop is no longer offered.',
    yes: 'yes',
    no: 'no',
    /** "Reply texts rewritten: Confirmed (العربية), Delivered (Français)." */
    repliesChanged: (texts: readonly string[]) => `Reply texts rewritten: ${texts.join(', ')}.`,
  },
  csv: {
    pickup: 'Pickup',
    header: [
      'Reference',
      'Placed at',
      'Status',
      'Customer name',
      'Phone',
      'Address or landmark',
      'Location',
      'Perfume',
      'Category',
      '100ml quantity',
      '100ml unit price',
      '50ml quantity',
      '50ml unit price',
      'Line total',
      'Delivery',
      'Delivery fee',
      'Discount code',
      'Discount',
      'Order total',
    ],
  },
};
