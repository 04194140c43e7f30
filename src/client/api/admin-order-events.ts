import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

const RETRY_MS = 5000;

/**
 * GET /api/admin/orders/events (server-sent events): a new order or a status change anywhere
 * refetches the inbox, its figures and the badge; so does each (re)connection, to catch up.
 */
export function useOrderBookEvents(isEnabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
    const resumeWhenVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', resumeWhenVisible);
      connect();
    };
    const connect = () => {
      source = new EventSource('/api/admin/orders/events');
      source.addEventListener('ready', refresh);
      source.addEventListener('order', refresh);
      // Newer inbox tabs took this one's place (the stream caps): wait until it is looked at again.
      source.addEventListener('superseded', () => {
        source?.close();
        document.addEventListener('visibilitychange', resumeWhenVisible);
      });
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        // Refused (the session ended): try again later rather than hammering the server.
        timer = setTimeout(connect, RETRY_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', resumeWhenVisible);
      source?.close();
    };
  }, [isEnabled, queryClient]);
}
