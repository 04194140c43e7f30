import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { EN_HERO } from '#shared/i18n/catalogues/en-core.ts';
import { PATHS } from '#shared/paths.ts';
import { DEFAULT_HERO_POSTER_URL, DEFAULT_HERO_VIDEO_URL } from '#shared/settings-types.ts';
import { shopTextIn } from '#shared/shop-facts.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';
import { useTypewriter } from './use-typewriter.ts';

/** SPEC §9: the tagline types one character per 30 ms. */
export const TAGLINE_MS_PER_CHARACTER = 30;

/** True once the page and its first-screen resources have loaded (the window's load event). */
function useWindowLoaded(): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return isLoaded;
}

/**
 * The typed part and the rest, invisible, lay the line out as the whole text from the first frame:
 * nothing moves while it types. Without JavaScript the rest simply shows. A part of its own, so
 * that each character typed renders these two spans, not the whole hero.
 */
function TypedTagline({ tagline, isTyping }: { tagline: string; isTyping: boolean }) {
  const typed = useTypewriter(tagline, TAGLINE_MS_PER_CHARACTER, isTyping);
  return (
    <span aria-hidden="true">
      <span data-testid="hero-tagline">{typed}</span>
      <span data-tagline-rest="" className="invisible">
        {tagline.slice(typed.length)}
      </span>
    </span>
  );
}

/** Hero: the shop's name, the typed tagline over the looping video, and the way into the brands. */
export function Hero() {
  const m = useMessages();
  const isReducedMotion = usePrefersReducedMotion();
  const { shop, hero } = useShopSettings();
  // The typed tagline in the page's language (docs/decisions/180); its length, and so its typing
  // time, follows it.
  const tagline = shopTextIn(shop, 'tagline', useLanguage(), {
    en: EN_HERO.tagline,
    translated: m.home.tagline,
  });
  const videoRef = useRef<HTMLVideoElement>(null);
  const isLoaded = useWindowLoaded();

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !isLoaded) return;
    // Set as a property too: autoplay is only allowed for a muted video, and React may set it late.
    video.muted = true;
    if (isReducedMotion) video.pause();
    else
      video.play().catch(() => {
        // Autoplay refused (data saver, low power): the poster stays, which is fine.
      });
  }, [isReducedMotion, isLoaded]);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[28rem] items-center overflow-hidden rounded-2xl border border-night-line sm:min-h-[34rem]"
    >
      <video
        ref={videoRef}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
        // The poster paints first (the server sends it); the video starts loading after the page has.
        src={isLoaded ? (hero.videoUrl ?? DEFAULT_HERO_VIDEO_URL) : undefined}
        poster={hero.posterUrl ?? DEFAULT_HERO_POSTER_URL}
        autoPlay={!isReducedMotion}
        muted
        loop
        playsInline
        preload={isReducedMotion ? 'none' : 'auto'}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-video"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-night via-night/70 to-night/40"
      />
      <div className="mx-auto max-w-3xl px-6 py-16 text-center">
        <h1 id="hero-title" className="font-display text-4xl text-gold sm:text-6xl">
          <bdi>{shop.name}</bdi>
        </h1>
        <p dir="auto" className="mt-6 text-lg leading-relaxed text-ink sm:text-xl">
          {/* Screen readers get the whole tagline once; the typing is for the eyes only. */}
          <span className="sr-only">{tagline}</span>
          <TypedTagline tagline={tagline} isTyping={!isReducedMotion} />
          <noscript>
            <style>{'[data-tagline-rest]{visibility:visible}'}</style>
          </noscript>
        </p>
        <Link to={PATHS.explore} className={`${PRIMARY_ACTION} mt-8`}>
          {m.home.exploreCollection}
        </Link>
      </div>
    </section>
  );
}
