import type { Catalogue } from './catalogue.ts';

/**
 * English: delivery areas and fees, and whether the shop has confirmed an order (docs/decisions/143-145):
 * the owner's settings, checkout, the WhatsApp message, the customer's and the owner's views.
 */
export const EN_DELIVERY: Catalogue['delivery'] = {
  settings: {
    title: 'Delivery areas and fees',
    intro:
      'The areas you deliver to and their fee. With no area, checkout asks nothing about delivery and the order carries no fee.',
    area: (position: number) => `Area ${position}`,
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    nameFr: 'Name in French',
    fee: 'Delivery fee ($)',
    freeFrom: 'Free delivery from ($, optional)',
    freeFromHint: 'When the perfumes reach this amount, delivery to this area is free.',
    add: 'Add an area',
    remove: (name: string) => `Remove ${name || 'this area'}`,
    empty: 'No delivery areas yet.',
    pickup: 'Customers may pick up at the shop',
    pickupHint: 'Offered at checkout beside the areas, at no fee.',
    areas: 'Areas',
  },
  checkout: {
    legend: 'Delivery',
    hint: 'Choose your area, or pick up at the shop.',
    pickup: 'Pick up at the shop',
    free: 'Free',
    freeFrom: (amount: string) => `free from ${amount}`,
    required: 'Choose your delivery area, or pickup at the shop.',
    changed: 'The delivery areas have changed. Please choose again.',
    perfumes: 'Perfumes',
    fee: 'Delivery',
  },
  message: {
    delivery: 'Delivery',
    pickup: 'Pickup at the shop',
    free: 'Free',
  },
  order: {
    delivery: 'Delivery',
    pickup: 'Pickup at the shop',
    free: 'Free',
    perfumes: 'Perfumes',
  },
  confirmation: {
    waiting: 'Waiting for the shop to confirm. If your WhatsApp message did not go, send it again.',
    confirmed: 'The shop has confirmed your order.',
    notReceived:
      'The shop has not received your WhatsApp message. Send it again, or call the shop with your reference.',
    sendAgain: 'Send again on WhatsApp',
  },
  inbox: {
    waitingTitle: 'Waiting for your confirmation',
    waitingHint:
      'The customer pressed Send. Confirm once the WhatsApp message is in; after 48 hours unconfirmed an order moves to Not received.',
    othersTitle: 'Confirmed and after',
    notReceived: (count: number) => `Not received (${count})`,
    waiting: 'Waiting for confirmation',
    withDelivery: (amount: string) => `of which delivery ${amount}`,
    revenueNote: 'Revenue counts confirmed orders only.',
    movedUnconfirmed: 'automatically, after 48 hours without confirmation',
  },
};
