/** Delivery areas and fees, and whether the shop has confirmed an order (docs/decisions/143-145). */

export interface DeliveryTexts {
  settings: {
    title: string;
    intro: string;
    area: (position: number) => string;
    nameEn: string;
    nameAr: string;
    nameFr: string;
    fee: string;
    freeFrom: string;
    freeFromHint: string;
    add: string;
    remove: (name: string) => string;
    empty: string;
    pickup: string;
    pickupHint: string;
    areas: string;
  };
  checkout: {
    legend: string;
    hint: string;
    pickup: string;
    free: string;
    freeFrom: (amount: string) => string;
    required: string;
    changed: string;
    perfumes: string;
    fee: string;
  };
  /** Words of the WhatsApp message's delivery line. */
  message: {
    delivery: string;
    pickup: string;
    free: string;
  };
  order: {
    delivery: string;
    pickup: string;
    free: string;
    perfumes: string;
  };
  confirmation: {
    waiting: string;
    confirmed: string;
    notReceived: string;
    sendAgain: string;
  };
  inbox: {
    waitingTitle: string;
    waitingHint: string;
    othersTitle: string;
    notReceived: (count: number) => string;
    waiting: string;
    withDelivery: (amount: string) => string;
    revenueNote: string;
    movedUnconfirmed: string;
  };
}
