import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_QUERY_KEY } from './me.ts';

export const CART_EVENTS_URL = '/api/cart/events';
const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * GET /api/cart/events (server-sent events): calls `onChange` when the user's cart changed anywhere,
 * and once each time the stream (re)connects, to catch up on what happened while it was down.
 * EventSource reconnects by itself after a network drop; when the server refused the stream (the
 * session is gone) we re-check the session and try again with a growing delay. When newer tabs
 * of the same user took this stream's place ("superseded"), it waits until the page is looked at.
 */
export function useCartEvents(userId: string | null, onChange: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let isStopped = false;
    const resumeWhenVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', resumeWhenVisible);
      connect();
    };

    const connect = () => {
      source = new EventSource(CART_EVENTS_URL);
      source.addEventListener('ready', () => {
        attempt = 0;
        onChange();
      });
      source.addEventListener('cart', () => onChange());
      source.addEventListener('superseded', () => {
        source?.close();
        document.addEventListener('visibilitychange', resumeWhenVisible);
      });
      source.addEventListener('error', () => {
        if (!source || source.readyState !== EventSource.CLOSED || isStopped) return;
        source.close();
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt);
        attempt += 1;
        timer = setTimeout(connect, delay);
      });
    };
    connect();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', resumeWhenVisible);
      source?.close();
    };
  }, [userId, onChange, queryClient]);
}
