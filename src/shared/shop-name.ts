import { SHOP } from './shop.ts';

/**
 * The shop's name as the owner set it (docs/decisions/090), for the titles and link previews every
 * page writes. Like the price table, the settings set it: the browser's settings store from the
 * page and on every refresh, the server's settings cache on every read (a save, a NOTIFY from
 * another process). Until then it is the name the shop opened with.
 */
let name: string = SHOP.name;

export function currentShopName(): string {
  return name;
}

export function setShopName(next: string): void {
  name = next;
}
