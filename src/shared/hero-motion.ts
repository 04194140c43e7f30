/**
 * What the home page's hero does by itself (SPEC §2, §9): its tagline types, and its video starts
 * once the page has loaded. Plain DOM code, so that it runs before the page's scripts: the page's
 * starter carries these functions as written (docs/decisions/222), and the hero calls them again
 * when React renders it (a later visit through a link). Each is self-contained: no imports, and
 * nothing from this module.
 */

/**
 * Types the tagline in `element`: its first span shows the typed part, its second (invisible)
 * the rest, so the line is laid out whole from the first frame and nothing moves. One character
 * (not a UTF-16 unit) every `data-ms-per-character` ms; all at once with reduced motion. Asked again
 * for the same text, it goes on as it was; for a new text, it starts that one.
 */
export function typeHeroTagline(element: Element | null): void {
  if (!(element instanceof HTMLElement)) return;
  const typed = element.firstElementChild;
  const rest = element.lastElementChild;
  if (!typed || !rest || typed === rest) return;
  const text = (typed.textContent ?? '') + (rest.textContent ?? '');
  const state = element as HTMLElement & { typingText?: string; typingTimer?: number };
  if (state.typingText === text) return;
  if (state.typingTimer !== undefined) clearInterval(state.typingTimer);
  state.typingText = text;
  const characters = Array.from(text);
  let count = Array.from(typed.textContent ?? '').length;
  const show = () => {
    typed.textContent = characters.slice(0, count).join('');
    rest.textContent = characters.slice(count).join('');
  };
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    count = characters.length;
    show();
    return;
  }
  const msPerCharacter = Number(element.getAttribute('data-ms-per-character')) || 30;
  // One interval for the whole run (not a timeout per character): it keeps time while the page works.
  state.typingTimer = window.setInterval(() => {
    count += 1;
    show();
    if (count >= characters.length) {
      clearInterval(state.typingTimer);
      state.typingTimer = undefined;
    }
  }, msPerCharacter);
}

/**
 * Gives the hero's video its source (`data-src`) once the page has loaded: the poster paints
 * first. It plays, muted, unless the visitor asks for less motion; then it waits, paused, with
 * nothing loaded. Asked again, it does nothing more.
 */
export function startHeroVideo(video: Element | null): void {
  if (!(video instanceof HTMLVideoElement)) return;
  const state = video as HTMLVideoElement & { isStarted?: boolean };
  if (state.isStarted) return;
  state.isStarted = true;
  const start = () => {
    const isStill = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    video.muted = true;
    video.autoplay = !isStill;
    video.preload = isStill ? 'none' : 'auto';
    video.src = video.getAttribute('data-src') ?? '';
    if (!isStill)
      video.play().catch(() => {
        // Autoplay refused (data saver, low power): the poster stays, which is fine.
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
