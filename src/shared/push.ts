import { z } from 'zod';
import { LANGUAGES } from './i18n/catalogues/catalogue.ts';

/**
 * Web Push alerts on the owner's devices (docs/decisions/140): what the browser sends when a
 * device asks for alerts, what the admin sees of his devices, and what a push carries.
 */

/** The base64url keys a browser's PushSubscription.toJSON() gives. */
const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'A base64url key.');

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** A push service speaks https; plain http only to a service on this very machine. */
export function isPushEndpointAllowed(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

export const PushSubscriptionBodySchema = z.object({
  endpoint: z
    .string()
    .max(1000)
    .refine(isPushEndpointAllowed, 'The push service address must be a full https:// URL.'),
  keys: z.object({ p256dh: Base64Url.min(80).max(100), auth: Base64Url.min(16).max(40) }),
  language: z.enum(LANGUAGES),
  device: z.string().trim().max(80).default(''),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBodySchema>;

export const PushEndpointBodySchema = z.object({ endpoint: z.string().min(1).max(1000) });

export const PushDeviceSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  device: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushSettingsSchema = z.object({
  /** The shop's VAPID public key, for PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
  devices: z.array(PushDeviceSchema),
});
export type PushSettings = z.infer<typeof PushSettingsSchema>;

export const PushDeviceParamsSchema = z.object({ id: z.uuid() });

/** What the service worker receives and shows; the address opens the order when tapped. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  lang: z.enum(LANGUAGES),
  dir: z.enum(['ltr', 'rtl']),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/**
 * The admin's web app: one service worker script, registered for the admin's pages of each
 * language (its own scope each); the alerts ride on the English scope's registration, whatever the
 * page's language, so a device never holds two subscriptions.
 */
export const ADMIN_SERVICE_WORKER_PATH = '/admin-service-worker.js';
export const PUSH_SCOPE = '/admin/';
export const adminAppScope = (languageBase: string) => `${languageBase}/admin/`;
export const adminManifestPath = (languageBase: string) => `${languageBase}/admin/manifest.webmanifest`;
/** The admin app's icons, drawn from the shop's mark. */
export const ADMIN_ICON_SIZES = [192, 512] as const;
export const adminIconPath = (size: number) => `/admin/icon-${size}.png`;
