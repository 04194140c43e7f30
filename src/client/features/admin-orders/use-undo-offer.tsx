import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { undoOrderChange } from '#client/api/admin-order-undo.ts';
import { ADMIN_ORDERS_QUERY_KEY } from '#client/api/admin-orders.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ApiError } from '#client/lib/http.ts';
import { refusalText } from '#client/lib/record-text.ts';
import { toast } from '#client/lib/toast.ts';
import type { AdminOrder } from '#shared/order-book.ts';
import { UNDO_OFFER_MS } from '#shared/status-undo.ts';

const UNDO_BUTTON =
  'rounded border border-gold px-3 py-1.5 text-sm font-medium text-gold hover:bg-gold hover:text-night disabled:opacity-60';

/** An order's Undo on offer: the change to take back, until when. */
interface Offer {
  eventId: string;
  until: number;
}

interface UndoOffers {
  get(orderId: string): Offer | null;
  set(orderId: string, offer: Offer | null): void;
}

const UndoOffersContext = createContext<UndoOffers | null>(null);

/**
 * Keeps each order's Undo above the order's own card: a confirmed order moves from the waiting
 * group to the others, and its card is drawn anew there with the offer still standing.
 */
export function UndoOffersProvider({ children }: { children: ReactNode }) {
  const [offers, setOffers] = useState<Record<string, Offer>>({});
  const value = useMemo<UndoOffers>(
    () => ({
      get: (orderId) => offers[orderId] ?? null,
      set: (orderId, offer) =>
        setOffers(({ [orderId]: _old, ...rest }) => (offer ? { ...rest, [orderId]: offer } : rest)),
    }),
    [offers],
  );
  return <UndoOffersContext.Provider value={value}>{children}</UndoOffersContext.Provider>;
}

/**
 * After a status change, Undo for UNDO_OFFER_MS (docs/decisions/141): in a toast, which stays even
 * if the order leaves the filtered list, and beside the order's buttons, where the keyboard is.
 * Undo returns the order to the status the change left, whatever the two were.
 */
export function useUndoOffer(order: AdminOrder): { offer: (changed: AdminOrder) => void; button: ReactNode } {
  const m = useMessages();
  const language = useLanguage();
  const words = m.statusUndo;
  const queryClient = useQueryClient();
  const shared = useContext(UndoOffersContext);
  const [ownOffer, setOwnOffer] = useState<Offer | null>(null);
  const current = shared ? shared.get(order.id) : ownOffer;
  const setOffer = (next: Offer | null) => (shared ? shared.set(order.id, next) : setOwnOffer(next));
  const eventId = current?.eventId ?? null;
  const setEventId = (id: string | null) =>
    setOffer(id ? { eventId: id, until: Date.now() + UNDO_OFFER_MS } : null);
  const [isUndoing, setUndoing] = useState(false);

  const until = current?.until ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the offer's end is the trigger; setOffer is rebuilt each render.
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => setOffer(null), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  const toastIdOf = (id: string) => `undo-${id}`;
  const runUndo = async (id: string) => {
    setUndoing(true);
    toast.dismiss(toastIdOf(id));
    try {
      const back = await undoOrderChange({ id: order.id, eventId: id });
      setEventId(null);
      toast.success(words.undone(back.reference, m.orderBook.statuses[back.status]));
    } catch (error) {
      console.warn('Undoing the change failed.', error);
      // Undoing a cancellation takes the bottles again: too few left is said as such.
      const isRefused =
        error instanceof ApiError && (error.code === 'UNDO_REFUSED' || error.code === 'SIZE_UNAVAILABLE');
      toast.error(isRefused ? refusalText(error, m, language) : m.inbox.changeFailed);
      setEventId(null);
    } finally {
      setUndoing(false);
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
    }
  };

  const offer = (changed: AdminOrder) => {
    const latest = changed.history.at(-1);
    if (!latest) return;
    setEventId(latest.id);
    toast(
      <div className="flex items-center justify-between gap-3">
        <span>{words.changedTo(changed.reference, m.orderBook.statuses[changed.status])}</span>
        <button
          type="button"
          className={UNDO_BUTTON}
          aria-label={words.undoLabel(changed.reference)}
          onClick={() => void runUndo(latest.id)}
        >
          {words.undo}
        </button>
      </div>,
      { toastId: toastIdOf(latest.id), autoClose: UNDO_OFFER_MS, closeOnClick: false },
    );
  };

  // Still the order's latest change: a newer one (here or from another admin) ends the offer.
  const isOffered = eventId !== null && order.history.at(-1)?.id === eventId;
  const button = isOffered ? (
    <button
      type="button"
      className={UNDO_BUTTON}
      disabled={isUndoing}
      aria-busy={isUndoing}
      aria-label={words.undoLabel(order.reference)}
      onClick={() => void runUndo(eventId)}
    >
      {words.undo}
    </button>
  ) : null;
  return { offer, button };
}
