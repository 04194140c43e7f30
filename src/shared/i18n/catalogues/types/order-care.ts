/** The owner's device alerts, status changes that can be undone, replies to customers. */

export interface DeviceAlertsTexts {
  title: string;
  intro: string;
  turnOn: string;
  turnOff: string;
  isOn: string;
  isOff: string;
  working: string;
  unsupported: string;
  needsHttps: string;
  denied: string;
  failed: string;
  turnedOn: string;
  turnedOff: string;
  devices: string;
  thisDevice: string;
  remove: string;
  removeLabel: (device: string) => string;
  since: (date: string) => string;
  unnamedDevice: string;
  chime: string;
  /** The tab's title while orders wait: "(3) Orders | Saadiyat Perfumes". */
  titleCount: (count: number, title: string) => string;
}

export interface StatusUndoTexts {
  changedTo: (reference: string, status: string) => string;
  undo: string;
  undoLabel: (reference: string) => string;
  undone: (reference: string, status: string) => string;
  cancelQuestion: (reference: string) => string;
  /** A line of the order's history: "Confirmed by rami at 14:05". */
  history: {
    change: (status: string, who: string, time: string) => string;
    byCustomer: (status: string, time: string) => string;
    undo: (who: string, time: string, status: string) => string;
    undoneMark: string;
  };
  /** The activity log's order lines. */
  activity: {
    change: (to: string, from: string) => string;
    undo: (from: string, to: string) => string;
  };
}

export interface CustomerRepliesTexts {
  message: string;
  messageLabel: (reference: string) => string;
  title: string;
  intro: string;
  languages: {
    en: string;
    ar: string;
    fr: string;
  };
  restore: string;
  save: string;
  saved: string;
  failed: string;
  loadFailed: string;
}

/** A new-order alert on the owner's device, and the installed admin's name (written by the server). */
export interface PushTexts {
  title: (reference: string, total: string) => string;
  /** "2 × Oud Royal (100 ml)". */
  line: (quantity: number, name: string, size: string) => string;
  more: (count: number) => string;
  appName: (shop: string) => string;
  appDescription: string;
}
