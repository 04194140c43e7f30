import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_SECTIONS, type HomeNavigationState } from '#shared/paths.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/** SPEC §9: the home page waits 100 ms before scrolling to the section it was asked for. */
export const SECTION_SCROLL_DELAY_MS = 100;

function sectionOf(state: unknown): HomeNavigationState['scrollTo'] {
  if (typeof state !== 'object' || state === null || !('scrollTo' in state)) return undefined;
  const { scrollTo } = state as { scrollTo: unknown };
  return scrollTo === HOME_SECTIONS.collections ? HOME_SECTIONS.collections : undefined;
}

/**
 * Scrolls smoothly to the section named in the navigation state (the empty cart's Shop Now asks
 * for the collections), then forgets the request so Back or a reload does not scroll again.
 */
export function useScrollToSection(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const isReducedMotion = usePrefersReducedMotion();
  const section = sectionOf(location.state);

  useEffect(() => {
    if (!section) return;
    const timer = window.setTimeout(() => {
      document.getElementById(section)?.scrollIntoView({
        behavior: isReducedMotion ? 'auto' : 'smooth',
        block: 'start',
      });
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }, SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [section, isReducedMotion, navigate, location.pathname, location.search]);
}
