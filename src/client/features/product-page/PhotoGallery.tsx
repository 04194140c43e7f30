import { type KeyboardEvent, useRef, useState } from 'react';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { textDirection } from '#shared/i18n/languages.ts';
import type { Product } from '#shared/product.ts';
import { thumbnailUrl } from '#shared/product-image.ts';
import { photoAfterKey, photoAtScroll, photoSlideId, scrollForPhoto } from './gallery-steps.ts';
import { ImageZoom } from './ImageZoom.tsx';
import { photoSrcSets } from './photo-src-sets.ts';

/** The thumbnails' size on screen, in CSS pixels. */
const THUMBNAIL_PX = 64;

/**
 * The product page's photos (docs/decisions/186): the main photo large, the others a swipe away
 * (a scroll-snapped strip, which runs right to left on Arabic pages), thumbnails to choose one,
 * arrow keys, and zoom on each. Server-rendered: before JavaScript the strip still swipes and each
 * thumbnail is a link to its slide. A perfume with one photo shows it as it always has.
 */
export function PhotoGallery({ product }: { product: Product }) {
  const language = useLanguage();
  const m = useMessages().photos.gallery;
  const isRtl = textDirection(language) === 'rtl';
  const strip = useRef<HTMLDivElement>(null);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  // The photo a glide started by a key or a thumbnail is heading to. Until it comes to rest the
  // strip's scroll says nothing of the customer's choice: a Left then a Right pressed during the
  // glide must step from the photo chosen, not from the one passing by.
  const aim = useRef<number | null>(null);
  const photos = product.photos;
  const total = photos.length;
  if (total <= 1) return <ImageZoom product={product} />;

  function show(index: number) {
    const element = strip.current;
    setCurrent(index);
    if (!element) return;
    const left = scrollForPhoto(index, element.clientWidth, isRtl);
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Already there: an instant scroll in place stops a glide still under way elsewhere. Without a
    // glide no scroll follows to end an aim, so none is set; with one, its end checks where it stopped.
    const isThere = Math.abs(element.scrollLeft - left) < 1;
    aim.current = isThere && aim.current === null ? null : index;
    element.scrollTo({ left, behavior: isReduced || isThere ? 'auto' : 'smooth' });
  }

  /** Where the strip came to rest; a glide cut short (by snapping, say) is finished at once. */
  function handleScrollEnd(element: HTMLDivElement) {
    const at = photoAtScroll(element.scrollLeft, element.clientWidth, total);
    const chosen = aim.current;
    aim.current = null;
    if (chosen !== null && at !== chosen) {
      element.scrollTo({ left: scrollForPhoto(chosen, element.clientWidth, isRtl), behavior: 'auto' });
      return;
    }
    setCurrent(at);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = photoAfterKey(current, event.key, total, isRtl);
    if (next === null) return;
    event.preventDefault();
    show(next);
    // From a thumbnail, focus follows the choice (the thumbnails act as one control).
    if (event.target instanceof HTMLAnchorElement) thumbnails.current[next]?.focus();
  }

  return (
    <section aria-label={m.label(product.name)} onKeyDown={handleKeyDown}>
      <div
        ref={strip}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (aim.current === null) setCurrent(photoAtScroll(element.scrollLeft, element.clientWidth, total));
        }}
        onScrollEnd={(event) => handleScrollEnd(event.currentTarget)}
        // A finger or a wheel on the strip takes over from a glide: the swipe decides.
        onPointerDown={() => {
          aim.current = null;
        }}
        onWheel={() => {
          aim.current = null;
        }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        {photos.map((photo, index) => (
          <div
            key={photo.id}
            id={photoSlideId(index)}
            // Only the photo in view takes focus and clicks; the strip still swipes over the others.
            inert={index !== current}
            className="w-full shrink-0 snap-start snap-always"
          >
            <ImageZoom
              product={{
                name: m.alt(product.name, index + 1, total),
                imageUrl: photo.url,
                ...photoSrcSets(photo),
              }}
              isPriority={index === 0}
            />
          </div>
        ))}
      </div>
      <ol aria-label={m.thumbnails} className="mt-3 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              href={`#${photoSlideId(index)}`}
              aria-label={m.show(index + 1, total)}
              aria-current={index === current ? 'true' : undefined}
              tabIndex={index === current ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                show(index);
              }}
              className="block overflow-hidden rounded border-2 border-night-line aria-[current=true]:border-gold focus-visible:outline focus-visible:outline-2 focus-visible:outline-gold"
            >
              <img
                src={thumbnailUrl(photo.url, THUMBNAIL_PX)}
                alt=""
                width={THUMBNAIL_PX}
                height={THUMBNAIL_PX}
                loading="lazy"
                decoding="async"
                className="h-16 w-16 bg-night object-contain"
              />
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
