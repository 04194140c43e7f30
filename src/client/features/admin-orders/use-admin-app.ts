import { useEffect, useRef } from 'react';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { languageBase } from '#shared/i18n/languages.ts';
import { adminManifestPath } from '#shared/push.ts';
import { registerAdminWorker } from './device-alerts.ts';

const CHIME_KEY = 'admin-chime';
const COUNT_PREFIX = /^\(\d+\) /;

export function isChimeOn(): boolean {
  try {
    return window.localStorage.getItem(CHIME_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setChimeOn(isOn: boolean): void {
  try {
    if (isOn) window.localStorage.setItem(CHIME_KEY, 'on');
    else window.localStorage.removeItem(CHIME_KEY);
  } catch {
    // A browser that keeps nothing simply plays no chime.
  }
}

let audio: AudioContext | null = null;

/** Two soft notes, a third apart: short enough not to startle, distinct from the phone's own sounds. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [i, frequency] of [659.25, 830.61].entries()) {
      const note = audio.createOscillator();
      const volume = audio.createGain();
      note.type = 'sine';
      note.frequency.value = frequency;
      const at = start + i * 0.16;
      volume.gain.setValueAtTime(0.0001, at);
      volume.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
      note.connect(volume).connect(audio.destination);
      note.start(at);
      note.stop(at + 0.4);
    }
  } catch (error) {
    console.warn('The chime could not play.', error);
  }
}

/**
 * What every admin page does (docs/decisions/140): links the admin's web app manifest, registers its
 * service worker, keeps the count of new orders at the front of the tab's title ("(3) Orders | …"),
 * whoever rewrites the title, and chimes when the count grows if the owner turned the chime on.
 */
export function useAdminApp(newOrders: number | undefined): void {
  const language = useLanguage();
  const { titleCount } = useMessages().deviceAlerts;
  const previous = useRef<number | undefined>(undefined);

  useEffect(() => {
    const base = languageBase(language);
    const href = adminManifestPath(base);
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    if (link.getAttribute('href') !== href) link.href = href;
    registerAdminWorker(base).catch((error: unknown) =>
      console.warn('The admin app could not install.', error),
    );
  }, [language]);

  useEffect(() => {
    if (newOrders === undefined) return;
    const apply = () => {
      const bare = document.title.replace(COUNT_PREFIX, '');
      const next = newOrders > 0 ? titleCount(newOrders, bare) : bare;
      if (document.title !== next) document.title = next;
    };
    apply();
    // The page's head is rewritten after each navigation: put the count back each time.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [newOrders, titleCount]);

  useEffect(() => {
    if (newOrders === undefined) return;
    if (previous.current !== undefined && newOrders > previous.current && isChimeOn()) playChime();
    previous.current = newOrders;
  }, [newOrders]);
}
