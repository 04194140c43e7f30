import { useCallback, useState } from 'react';

/**
 * A control that visibly waits while its action runs: `isBusy` from the start of `whileBusy` until
 * the action settles, failed or not, so a second press cannot start it twice.
 */
export function useBusy(): { isBusy: boolean; whileBusy: (action: () => Promise<void>) => Promise<void> } {
  const [isBusy, setBusy] = useState(false);
  const whileBusy = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }, []);
  return { isBusy, whileBusy };
}
