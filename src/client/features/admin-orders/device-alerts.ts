import { ADMIN_SERVICE_WORKER_PATH, adminAppScope, PUSH_SCOPE } from '#shared/push.ts';

/**
 * The browser's side of "Alert me on this device" (docs/decisions/140). The admin's service worker
 * is registered for the admin pages of the page's language (the installed app, the offline page);
 * the alerts always ride on the registration of PUSH_SCOPE, so a device holds one subscription
 * whichever language its admin reads.
 */

export type AlertSupport = 'supported' | 'unsupported' | 'insecure';

export function alertSupport(): AlertSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return 'supported';
}

/** Registers the worker for this language's admin pages (and, for the alerts, the English scope). */
export async function registerAdminWorker(languageBase: string): Promise<void> {
  if (alertSupport() !== 'supported') return;
  await navigator.serviceWorker.register(ADMIN_SERVICE_WORKER_PATH, { scope: adminAppScope(languageBase) });
}

async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const registration =
    (await currentPushRegistration()) ??
    (await navigator.serviceWorker.register(ADMIN_SERVICE_WORKER_PATH, { scope: PUSH_SCOPE }));
  if (registration.active) return registration;
  // A fresh registration: wait until its worker runs, or subscribe() has nothing to attach to.
  const worker = registration.installing ?? registration.waiting;
  await new Promise<void>((resolve) => {
    if (!worker) return resolve();
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });
  return registration;
}

/** The registration the alerts ride on (not a language's own, which matches other pages). */
async function currentPushRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_SCOPE);
  return registration?.scope.endsWith(PUSH_SCOPE) ? registration : null;
}

/** This device's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (alertSupport() !== 'supported') return null;
  const registration = await currentPushRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export class PermissionDenied extends Error {}

/** Asks for the permission and subscribes with the shop's key; answers what the server needs. */
export async function subscribeThisDevice(publicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionDenied(permission);
  const registration = await pushRegistration();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    device: deviceName(navigator.userAgent),
  };
}

/** "Chrome · Android", "Safari · iPhone": enough for the owner to tell his devices apart. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  const system = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Mac OS X/.test(userAgent)
          ? 'Mac'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : '';
  return [browser, system].filter(Boolean).join(' · ');
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
