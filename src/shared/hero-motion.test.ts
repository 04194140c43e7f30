// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { startHeroVideo, typeHeroTagline } from './hero-motion.ts';

let isReducedMotion = false;

beforeEach(() => {
  isReducedMotion = false;
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)' && isReducedMotion,
      media: query,
    }) as MediaQueryList;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The hero's tagline as the server renders it: nothing typed, the rest invisible. */
function tagline(text: string, ms = 30): HTMLElement {
  document.body.innerHTML = `<span data-hero-tagline="" data-ms-per-character="${ms}"><span></span><span class="invisible"></span></span>`;
  const element = document.querySelector<HTMLElement>('[data-hero-tagline]');
  if (!element?.lastElementChild) throw new Error('no tagline');
  element.lastElementChild.textContent = text;
  return element;
}
const shown = (element: HTMLElement) => [
  element.firstElementChild?.textContent,
  element.lastElementChild?.textContent,
];

test('the tagline types one character per 30 ms, the rest holding its place, until it is whole', () => {
  const element = tagline('Oud & amber');
  typeHeroTagline(element);
  expect(shown(element)).toEqual(['', 'Oud & amber']);
  vi.advanceTimersByTime(30);
  expect(shown(element)).toEqual(['O', 'ud & amber']);
  vi.advanceTimersByTime(90);
  expect(shown(element)).toEqual(['Oud ', '& amber']);
  vi.advanceTimersByTime(30 * 20);
  expect(shown(element)).toEqual(['Oud & amber', '']);
  expect(vi.getTimerCount()).toBe(0);
});

test('an Arabic letter or an emoji is one character: never half typed', () => {
  const element = tagline('عطر 🌹');
  typeHeroTagline(element);
  vi.advanceTimersByTime(30 * 5);
  expect(shown(element)).toEqual(['عطر 🌹', '']);
  const again = tagline('🌹ع');
  typeHeroTagline(again);
  vi.advanceTimersByTime(30);
  expect(shown(again)).toEqual(['🌹', 'ع']);
});

test('asked again for the same text it goes on where it was; a new text starts over', () => {
  const element = tagline('Attar');
  typeHeroTagline(element);
  vi.advanceTimersByTime(60);
  typeHeroTagline(element);
  vi.advanceTimersByTime(30);
  expect(shown(element)).toEqual(['Att', 'ar']);
  // React writes the spans for a new text (the settings changed): that text types from its start.
  if (element.firstElementChild) element.firstElementChild.textContent = '';
  if (element.lastElementChild) element.lastElementChild.textContent = 'Musk';
  typeHeroTagline(element);
  vi.advanceTimersByTime(30);
  expect(shown(element)).toEqual(['M', 'usk']);
  expect(vi.getTimerCount()).toBe(1);
});

test('with reduced motion the tagline shows whole at once', () => {
  isReducedMotion = true;
  const element = tagline('Oud');
  typeHeroTagline(element);
  expect(shown(element)).toEqual(['Oud', '']);
  expect(vi.getTimerCount()).toBe(0);
});

test('the video gets its source once the page has loaded and plays, muted; asked twice it starts once', () => {
  document.body.innerHTML = '<video data-src="/hero.mp4"></video>';
  const video = document.querySelector('video');
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  // jsdom's document has loaded already.
  startHeroVideo(video);
  startHeroVideo(video);
  expect(video?.getAttribute('src')).toBe('/hero.mp4');
  expect([video?.muted, video?.autoplay]).toEqual([true, true]);
  expect(play).toHaveBeenCalledTimes(1);
});

test('with reduced motion the video gets its source but stays still, loading nothing', () => {
  isReducedMotion = true;
  document.body.innerHTML = '<video data-src="/hero.mp4" autoplay></video>';
  const video = document.querySelector('video');
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  startHeroVideo(video);
  expect(video?.getAttribute('src')).toBe('/hero.mp4');
  expect([video?.autoplay, video?.preload]).toEqual([false, 'none']);
  expect(play).not.toHaveBeenCalled();
});
