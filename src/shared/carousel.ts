/**
 * The home page's brand carousel (SPEC §2 Home, §9): the pure rules, so they can be tested apart
 * from pointer events and timers.
 */
export const CAROUSEL_STEP_PX = 310;
/** A card's width; the rest of each step is the gap to the next card. */
export const CAROUSEL_CARD_PX = 290;
export const CAROUSEL_INTERVAL_MS = 2000;
export const CAROUSEL_VISIBLE_RATIO = 0.5;
/** The highest index is the last card's minus this many (SPEC §2). */
export const CAROUSEL_TAIL = 4;
/** Velocity counts for one fifth in where a released drag lands. */
export const CAROUSEL_VELOCITY_FACTOR = 1 / 5;
/** Below this many pixels a press is a click, not a drag. */
export const CAROUSEL_CLICK_SLOP_PX = 6;

/** The furthest the carousel may go: the last card minus four, never below the first. */
export function maxCarouselIndex(count: number): number {
  return Math.max(0, count - 1 - CAROUSEL_TAIL);
}

export function clampCarouselIndex(index: number, count: number): number {
  return Math.min(Math.max(0, index), maxCarouselIndex(count));
}

export interface DragRelease {
  /** Index when the drag started. */
  startIndex: number;
  /** Pixels moved along the strip's reading direction: positive drags toward earlier cards. */
  dragPx: number;
  /** Release velocity in pixels per second, same sign convention. */
  velocityPxPerSecond: number;
  count: number;
}

/** Where a released drag snaps: the nearest card to drag distance plus a fifth of the velocity, clamped. */
export function snapCarouselIndex({ startIndex, dragPx, velocityPxPerSecond, count }: DragRelease): number {
  const travel = dragPx + velocityPxPerSecond * CAROUSEL_VELOCITY_FACTOR;
  // Dragging forward (positive) reveals earlier cards, so the index goes down.
  const cards = Math.round(-travel / CAROUSEL_STEP_PX);
  return clampCarouselIndex(startIndex + cards, count);
}

export interface AutoAdvanceState {
  /** Share of the carousel inside the viewport, 0 to 1. */
  visibleRatio: number;
  isDragging: boolean;
  /** Paused while the visitor is using it by keyboard or asked for reduced motion. */
  isPaused?: boolean;
}

/** It moves on its own only while at least half visible, not dragged and not paused. */
export function shouldAutoAdvance({ visibleRatio, isDragging, isPaused = false }: AutoAdvanceState): boolean {
  return visibleRatio >= CAROUSEL_VISIBLE_RATIO && !isDragging && !isPaused;
}

/** One brand further on each tick; after the last reachable position it starts over. */
export function nextAutoIndex(index: number, count: number): number {
  return index >= maxCarouselIndex(count) ? 0 : index + 1;
}

/** The card shown as the centre: the one after the current index. */
export function centreCardIndex(index: number, count: number): number {
  return Math.min(index + 1, Math.max(0, count - 1));
}

/** Arrow keys move one card, Home and End to either end; other keys leave the index alone. */
export function keyboardCarouselIndex(
  key: string,
  index: number,
  count: number,
  isRtl = false,
): number | null {
  const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return clampCarouselIndex(index + 1, count);
  if (key === backward) return clampCarouselIndex(index - 1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return maxCarouselIndex(count);
  return null;
}
