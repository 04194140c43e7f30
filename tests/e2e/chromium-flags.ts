/** Debian's Chromium, and its headless shell (docs/decisions/217); each may be given another path. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * Chromium features turned off wherever the project drives the browser (the journeys, Lighthouse in
 * the bench): in headless mode the address bar's suggestion popup is a web page of its own that
 * loads in every new tab, and on a two-core machine it competes with the shop's page for the CPU.
 * A phone's browser has no such page loading beside the shop's. Chromium merges repeated
 * `--disable-features` switches, so the lists Playwright and Lighthouse pass still apply.
 */
export const CHROMIUM_UI_FEATURES_OFF = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
].join(',');

/**
 * The tag of a journey that needs the whole browser, not the headless shell the others run in
 * (playwright.config.ts): a service worker's notifications, for one.
 */
export const FULL_BROWSER_TAG = /@full-browser/;
