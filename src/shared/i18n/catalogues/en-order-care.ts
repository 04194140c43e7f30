import type { Catalogue } from './catalogue.ts';

/**
 * English: the owner's alerts on his devices, status changes that can be undone, and replies to customers
 * (docs/decisions/140-142), and the alerts' own words.
 */
export const EN_DEVICE_ALERTS: Catalogue['deviceAlerts'] = {
  title: 'Alerts on this device',
  intro:
    'A notification on this phone or computer the moment an order arrives, even when the shop is closed.',
  turnOn: 'Alert me on this device',
  turnOff: 'Stop alerts on this device',
  isOn: 'This device gets an alert for every new order.',
  isOff: 'This device gets no alerts.',
  working: 'One moment...',
  unsupported:
    'This browser cannot show alerts. On an iPhone, add the admin to the Home Screen first (Share, then Add to Home Screen) and open it from there.',
  needsHttps: 'Alerts need the shop to be opened over https.',
  denied: 'Notifications are blocked for this site. Allow them in the browser settings, then try again.',
  failed: 'Alerts could not be turned on. Please try again.',
  turnedOn: 'Alerts are on: the next order will show on this device.',
  turnedOff: 'Alerts are off on this device.',
  devices: 'Your devices with alerts',
  thisDevice: 'this device',
  remove: 'Remove',
  removeLabel: (device: string) => `Stop alerts on ${device}`,
  since: (date: string) => `since ${date}`,
  unnamedDevice: 'A browser',
  chime: 'Play a short sound for each new order while an admin page is open',
  titleCount: (count: number, title: string) => `(${count}) ${title}`,
};

export const EN_STATUS_UNDO: Catalogue['statusUndo'] = {
  changedTo: (reference: string, status: string) => `${reference} is now “${status}”.`,
  undo: 'Undo',
  undoLabel: (reference: string) => `Undo the last change to ${reference}`,
  undone: (reference: string, status: string) => `${reference} is back to “${status}”.`,
  cancelQuestion: (reference: string) => `Cancel order ${reference}?`,
  history: {
    change: (status: string, who: string, time: string) => `${status} by ${who} at ${time}`,
    byCustomer: (status: string, time: string) => `${status} at ${time}, sent by the customer`,
    undo: (who: string, time: string, status: string) => `Undone by ${who} at ${time}: back to “${status}”`,
    undoneMark: '(undone)',
  },
  activity: {
    change: (to: string, from: string) => `${to} (was ${from})`,
    undo: (from: string, to: string) => `Undid “${from}”: back to ${to}`,
  },
};

export const EN_CUSTOMER_REPLIES: Catalogue['customerReplies'] = {
  message: 'Message the customer',
  messageLabel: (reference: string) => `Message the customer of ${reference} on WhatsApp`,
  title: 'Replies to customers',
  intro:
    '“Message the customer” on an order opens WhatsApp with the text for its status, in the language the customer ordered in. {reference} becomes the order’s reference and {link} its tracking link.',
  languages: { en: 'English', ar: 'Arabic', fr: 'French' },
  restore: 'Restore the shop’s text',
  save: 'Save the replies',
  saved: 'Replies saved.',
  failed: 'The replies could not be saved. Please try again.',
  loadFailed: 'The replies could not be loaded.',
};

/**
 * The words of a new-order alert, in the language of the device that asked for it, and of the
 * installed admin's name (the server writes them).
 */
export const EN_PUSH: Catalogue['push'] = {
  title: (reference, total) => `New order ${reference} · ${total}`,
  line: (quantity, name, size) => `${quantity} × ${name} (${size} ml)`,
  more: (count) => `and ${count} more`,
  appName: (shop) => `${shop} · Admin`,
  appDescription: "The shop's orders, products and settings.",
};
