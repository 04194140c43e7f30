import { useEffect, useState } from 'react';

/**
 * The current time, updated every minute (open-now and today's line change on their own). With
 * `shownAt` (the minute the server made the page for), the first render shows that moment, as the
 * server's HTML does, and the clock's own time follows once mounted.
 */
export function useNow(stepMs = 60_000, shownAt?: string): Date {
  const [now, setNow] = useState(() => (shownAt ? new Date(shownAt) : new Date()));
  useEffect(() => {
    if (shownAt) setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs, shownAt]);
  return now;
}
