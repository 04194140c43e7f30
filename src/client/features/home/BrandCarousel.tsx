import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '#client/components/ui/BrandLogo.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { brandDisplayName } from '#shared/brand-display.ts';
import {
  brandStripIndexOnPage,
  STRIP_CENTRE_CLASSES,
  STRIP_GLIDE_CLASSES,
  STRIP_SIDE_CLASSES,
} from '#shared/brand-strip-motion.ts';
import type { Brand } from '#shared/brands.ts';
import {
  CAROUSEL_CARD_PX,
  CAROUSEL_CLICK_SLOP_PX,
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_STEP_PX,
  centreCardIndex,
  clampCarouselIndex,
  keyboardCarouselIndex,
  nextAutoIndex,
  shouldAutoAdvance,
  snapCarouselIndex,
} from '#shared/carousel.ts';
import { PATHS } from '#shared/paths.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/** Velocity is measured over the last moments of a drag, not its whole length. */
const VELOCITY_WINDOW_MS = 100;

interface DragState {
  pointerId: number;
  startX: number;
  startIndex: number;
  /** +1 left to right, -1 right to left: drags are measured along the reading direction. */
  direction: 1 | -1;
  samples: { x: number; t: number }[];
}

function isRightToLeft(element: HTMLElement): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * The brand strip of SPEC §2: one brand every 2 s while at least half visible and not dragged;
 * a released drag snaps to the nearest card (distance plus a fifth of the velocity); the card
 * after the current index is the centre. A click (not a drag), or Enter, opens all the brands.
 */
export function BrandCarousel({ brands }: { brands: readonly Brand[] }) {
  const m = useMessages();
  const language = useLanguage();
  const navigate = useNavigate();
  const hintId = useId();
  const viewportRef = useRef<HTMLElement>(null);
  const dragRef = useRef<DragState | null>(null);
  const wasDraggedRef = useRef(false);
  // Where the strip stood when the page hydrated: the page's starter may have moved it (ADR 228).
  const [index, setIndex] = useState(() => clampCarouselIndex(brandStripIndexOnPage(), brands.length));
  const [dragPx, setDragPx] = useState(0);
  const [isDragging, setDragging] = useState(false);
  const [visibleRatio, setVisibleRatio] = useState(0);
  const [hasKeyboardFocus, setKeyboardFocus] = useState(false);
  const [isRtl, setRtl] = useState(false);
  const [viewportWidth, setViewportWidth] = useState(0);
  const isReducedMotion = usePrefersReducedMotion();
  const count = brands.length;
  const current = clampCarouselIndex(index, count);
  const centre = centreCardIndex(current, count);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setRtl(isRightToLeft(viewport));
    const observer = new IntersectionObserver(
      ([entry]) => setVisibleRatio(entry ? entry.intersectionRatio : 0),
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    observer.observe(viewport);
    const resize = new ResizeObserver(([entry]) => setViewportWidth(entry ? entry.contentRect.width : 0));
    resize.observe(viewport);
    return () => {
      observer.disconnect();
      resize.disconnect();
    };
  }, []);

  // A keyboard user reading it, or a visitor asking for less motion, keeps it still.
  const isRunning = shouldAutoAdvance({
    visibleRatio,
    isDragging,
    isPaused: hasKeyboardFocus || isReducedMotion,
  });
  useEffect(() => {
    if (!isRunning || count === 0) return;
    const timer = window.setInterval(() => setIndex((i) => nextAutoIndex(i, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isRunning, count]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startIndex: current,
      direction: isRightToLeft(event.currentTarget) ? -1 : 1,
      samples: [{ x: event.clientX, t: event.timeStamp }],
    };
    wasDraggedRef.current = false;
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const moved = (event.clientX - drag.startX) * drag.direction;
    if (Math.abs(moved) > CAROUSEL_CLICK_SLOP_PX) wasDraggedRef.current = true;
    drag.samples.push({ x: event.clientX, t: event.timeStamp });
    drag.samples = drag.samples.filter((s) => event.timeStamp - s.t <= VELOCITY_WINDOW_MS);
    setDragPx(moved);
  };

  const endDrag = (event: PointerEvent<HTMLElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    const first = drag.samples[0];
    const elapsed = first ? event.timeStamp - first.t : 0;
    const velocityPxPerSecond =
      first && elapsed > 0 ? (((event.clientX - first.x) * drag.direction) / elapsed) * 1000 : 0;
    setIndex(
      snapCarouselIndex({
        startIndex: drag.startIndex,
        dragPx: (event.clientX - drag.startX) * drag.direction,
        velocityPxPerSecond,
        count,
      }),
    );
    setDragPx(0);
    setDragging(false);
  };

  const onClick = () => {
    // The click that ends a drag is not a request to leave the page.
    if (wasDraggedRef.current) {
      wasDraggedRef.current = false;
      return;
    }
    navigate(PATHS.explore);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      navigate(PATHS.explore);
      return;
    }
    const next = keyboardCarouselIndex(event.key, current, count, isRightToLeft(event.currentTarget));
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  // The centre card sits in the middle of the strip, on a phone as on a wide screen.
  const centring = viewportWidth / 2 - (CAROUSEL_STEP_PX + CAROUSEL_CARD_PX / 2);
  // The strip moves along the reading direction: to the left in English, to the right in Arabic.
  const offset = (isRtl ? -1 : 1) * (centring + dragPx - current * CAROUSEL_STEP_PX);

  return (
    <section
      ref={viewportRef}
      aria-roledescription="carousel"
      aria-label={m.home.brandsCarousel}
      aria-describedby={hintId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the strip is operated with the arrow keys.
      tabIndex={0}
      data-testid="brand-carousel"
      data-brand-strip=""
      data-index={current}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={(event) => setKeyboardFocus(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => setKeyboardFocus(false)}
      className="cursor-grab touch-pan-y select-none overflow-hidden rounded-xl py-4 active:cursor-grabbing"
    >
      <p id={hintId} className="sr-only">
        {m.home.brandsHint}
      </p>
      <ul
        className={`flex ${isDragging || viewportWidth === 0 ? '' : STRIP_GLIDE_CLASSES.join(' ')}`}
        style={{ transform: `translateX(${offset}px)` }}
      >
        {brands.map((brand, i) => {
          const isCentre = i === centre;
          return (
            <li
              key={brand.slug}
              aria-current={isCentre ? 'true' : undefined}
              data-brand={brand.name}
              className={`me-5 flex h-28 w-[290px] shrink-0 items-center justify-center rounded-lg border bg-night-soft transition duration-300 ${(
                isCentre ? STRIP_CENTRE_CLASSES : STRIP_SIDE_CLASSES
              ).join(' ')}`}
            >
              <BrandLogo
                brand={{ name: brandDisplayName(brand, language), logoUrl: brand.logoUrl }}
                className="h-[70px] w-[160px]"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
