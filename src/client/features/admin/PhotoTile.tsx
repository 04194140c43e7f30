import { useEffect, useRef, useState } from 'react';
import { SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { thumbnailUrl } from '#shared/product-image.ts';
import type { ProductPhoto } from '#shared/product-photos.ts';

/** What a photo's buttons do; the manager runs one at a time. */
export type PhotoAction = 'earlier' | 'later' | 'main' | 'background' | 'remove';

interface PhotoTileProps {
  photo: ProductPhoto;
  /** 1-based. */
  position: number;
  total: number;
  productName: string;
  isBusy: boolean;
  onAction: (action: PhotoAction) => void;
  /** The manager puts focus back on the button that was pressed once the photos are redrawn. */
  buttonRef: (action: PhotoAction, element: HTMLButtonElement | null) => void;
}

/** One photo in the owner's photo manager: its place, and every change it takes (docs/decisions/186). */
export function PhotoTile({
  photo,
  position,
  total,
  productName,
  isBusy,
  onAction,
  buttonRef,
}: PhotoTileProps) {
  const messages = useMessages();
  const m = messages.photos.admin;
  const [isConfirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The Remove button gives way to the question: focus goes to its answer, not to the page's start.
  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
  }, [isConfirming]);
  const isMain = position === 1;
  const button = (action: PhotoAction, text: string, label: string, isDisabled = false) => (
    <button
      type="button"
      ref={(element) => buttonRef(action, element)}
      aria-label={label}
      disabled={isBusy || isDisabled}
      onClick={() => onAction(action)}
      className={SMALL_BUTTON}
    >
      {text}
    </button>
  );
  return (
    <li className="flex w-44 flex-col gap-2 rounded border border-night-line p-2">
      <figure>
        <div className="aspect-square overflow-hidden rounded bg-checkerboard">
          <img
            src={thumbnailUrl(photo.url, 160)}
            alt={m.alt(productName, position, total)}
            width={160}
            height={160}
            loading="lazy"
            className="h-full w-full object-contain"
          />
        </div>
        <figcaption className="mt-1 text-center text-xs text-ink-soft">
          {m.position(position, total)}
          {isMain ? <strong className="ms-1 text-gold">· {m.main}</strong> : null}
        </figcaption>
      </figure>
      <div className="flex flex-wrap gap-1">
        {button('earlier', m.moveEarlier, m.moveEarlierLabel(position), position === 1)}
        {button('later', m.moveLater, m.moveLaterLabel(position), position === total)}
        {isMain ? null : button('main', m.makeMain, m.makeMainLabel(position))}
        {button('background', m.removeBackground, m.removeBackgroundLabel(position), photo.backgroundRemoved)}
        {isConfirming ? null : (
          <button
            type="button"
            aria-label={m.removeLabel(position)}
            disabled={isBusy || total === 1}
            onClick={() => setConfirming(true)}
            className={SMALL_BUTTON}
          >
            {m.remove}
          </button>
        )}
      </div>
      {isConfirming ? (
        <div className="text-xs text-ink-soft">
          <p>{m.confirmRemove(position)}</p>
          <div className="mt-1 flex gap-1">
            <button
              type="button"
              ref={confirmRef}
              aria-label={m.removeLabel(position)}
              disabled={isBusy}
              onClick={() => onAction('remove')}
              className={SMALL_BUTTON}
            >
              {m.remove}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={SMALL_BUTTON}>
              {messages.admin.cancel}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
