import { useCallback, useEffect, useRef, useState } from 'react';
import { POPUP_EXIT_MS } from '#shared/constants.ts';

export interface PopupState<T> {
  content: T | null;
  isClosing: boolean;
  open(content: T): void;
  /** Plays the exit animation, then closes and runs `then` (SPEC §9: 300 ms). */
  close(then?: () => void): void;
}

export function usePopup<T>(): PopupState<T> {
  const [content, setContent] = useState<T | null>(null);
  const [isClosing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = useCallback((next: T) => {
    clearTimeout(timer.current);
    setClosing(false);
    setContent(next);
  }, []);
  const close = useCallback((then?: () => void) => {
    setClosing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setContent(null);
      setClosing(false);
      then?.();
    }, POPUP_EXIT_MS);
  }, []);
  return { content, isClosing, open, close };
}
