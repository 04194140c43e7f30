import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { startHeroVideo, typeHeroTagline } from '#shared/hero-motion.ts';
import { escapeHtml } from '#shared/html-escape.ts';
import { EN_HERO } from '#shared/i18n/catalogues/en-core.ts';
import { PATHS } from '#shared/paths.ts';
import { DEFAULT_HERO_POSTER_URL, DEFAULT_HERO_VIDEO_URL } from '#shared/settings-types.ts';
import { shopTextIn } from '#shared/shop-facts.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/** SPEC §9: the tagline types one character per 30 ms. */
export const TAGLINE_MS_PER_CHARACTER = 30;

/**
 * The typed part and the rest, invisible, lay the line out as the whole text from the first frame:
 * nothing moves while it types. Without JavaScript the rest simply shows. The typing is plain DOM
 * code (`typeHeroTagline`), which the page's starter runs before the page's scripts
 * (docs/decisions/222): React writes the two spans once per text and leaves them to it.
 */
function TypedTagline({ tagline }: { tagline: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is new spans to type.
  useEffect(() => typeHeroTagline(ref.current), [tagline]);
  const html = `<span data-testid="hero-tagline"></span><span data-tagline-rest="" class="invisible">${escapeHtml(tagline)}</span>`;
  return (
    <span
      ref={ref}
      aria-hidden="true"
      data-hero-tagline=""
      data-ms-per-character={TAGLINE_MS_PER_CHARACTER}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own tagline, escaped above; the typing owns these spans.
      dangerouslySetInnerHTML={{ __html: html }}
    />
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

  // The video's source once the page has loaded (plain DOM code the page's starter runs too).
  useEffect(() => startHeroVideo(videoRef.current), []);
  useEffect(() => {
    if (isReducedMotion) videoRef.current?.pause();
  }, [isReducedMotion]);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[28rem] items-center overflow-hidden rounded-2xl border border-night-line sm:min-h-[34rem]"
    >
      <video
        ref={videoRef}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
        // The poster paints first (the server sends it); the video starts loading after the page has.
        data-src={hero.videoUrl ?? DEFAULT_HERO_VIDEO_URL}
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
          <TypedTagline tagline={tagline} />
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
