import { type ChangeEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  useAddProductPhoto,
  useOrderProductPhotos,
  useRemoveProductPhoto,
  useReplaceProductPhoto,
} from '#client/api/admin-product-photos.ts';
import { useRemoveBackground } from '#client/api/admin-remove-background.ts';
import { LABEL_CLASS } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { refusalText } from '#client/lib/record-text.ts';
import { toast } from '#client/lib/toast.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { movePhoto, PRODUCT_PHOTOS_MAX, photosLeft, withMainFirst } from '#shared/photo-order.ts';
import type { Product } from '#shared/product.ts';
import { type PhotoAction, PhotoTile } from './PhotoTile.tsx';
import { backgroundRemovalErrorMessage } from './save-errors.ts';

/** After a change, the button to give focus back to: the same photo's, or its neighbour's. */
interface FocusTarget {
  photoId: string;
  action: PhotoAction;
}

/**
 * The owner's photos of a saved perfume (docs/decisions/186): add several, move one earlier or later,
 * make one the main photo, remove its background, remove it. Every change is saved at once; the
 * server's answer is what shows next.
 */
export function PhotoManager({ product }: { product: Product }) {
  const messages = useMessages();
  const language = useLanguage();
  const m = messages.photos.admin;
  const [photos, setPhotos] = useState(product.photos);
  const [busy, setBusy] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<FocusTarget | null>(null);
  const inputId = useId();
  const add = useAddProductPhoto();
  const order = useOrderProductPhotos();
  const remove = useRemoveProductPhoto();
  const replace = useReplaceProductPhoto();
  const removeBackground = useRemoveBackground();
  const ids = photos.map((photo) => photo.id);
  const left = photosLeft(photos.length);

  useLayoutEffect(() => {
    const target = focusNext.current;
    // While a change is saved every button is disabled (and loses focus): focus returns after.
    if (!target || busy !== null) return;
    focusNext.current = null;
    const wanted = buttons.current.get(`${target.photoId}:${target.action}`);
    const fallback = buttons.current.get(
      `${target.photoId}:${target.action === 'earlier' ? 'later' : 'earlier'}`,
    );
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  });

  async function run(label: string, change: () => Promise<Product | null>, said: (saved: Product) => string) {
    setBusy(label);
    try {
      const saved = await change();
      if (!saved) return;
      setPhotos(saved.photos);
      setAnnouncement(said(saved));
    } catch (error) {
      toast.error(refusalText(error, messages, language));
    } finally {
      setBusy(null);
    }
  }

  function handleAction(photoId: string, action: PhotoAction) {
    const position = ids.indexOf(photoId) + 1;
    const reorder = (photoIds: string[], said: (saved: Product) => string) => {
      focusNext.current = { photoId, action };
      void run(photoId, () => order.mutateAsync({ productId: product.id, photoIds }), said);
    };
    if (action === 'earlier' || action === 'later') {
      const next = movePhoto(ids, photoId, action === 'earlier' ? -1 : 1);
      reorder(next, (saved) =>
        m.moved(saved.photos.findIndex((p) => p.id === photoId) + 1, saved.photos.length),
      );
    } else if (action === 'main') {
      focusNext.current = { photoId, action: 'later' };
      void run(
        photoId,
        () => order.mutateAsync({ productId: product.id, photoIds: withMainFirst(ids, photoId) }),
        () => m.mainChosen,
      );
    } else if (action === 'remove') {
      const neighbour = ids[position] ?? ids[position - 2];
      if (neighbour) focusNext.current = { photoId: neighbour, action: 'earlier' };
      void run(
        photoId,
        () => remove.mutateAsync({ productId: product.id, photoId }),
        () => m.removed,
      );
    } else {
      focusNext.current = { photoId, action: 'earlier' };
      void run(
        photoId,
        () => cleanBackground(photoId),
        () => m.backgroundRemoved,
      );
    }
  }

  /** The photo's stored original goes through the same background removal as the form's image. */
  async function cleanBackground(photoId: string): Promise<Product | null> {
    const photo = photos.find((p) => p.id === photoId);
    if (!photo) return null;
    const response = await fetch(photo.url, { credentials: 'same-origin' });
    const original = new File([await response.blob()], photoId, {
      type: response.headers.get('content-type') ?? '',
    });
    let processed: File;
    try {
      processed = await removeBackground.mutateAsync(original);
    } catch (error) {
      toast.error(backgroundRemovalErrorMessage(error, messages, language));
      return null;
    }
    const saved = await replace.mutateAsync({ productId: product.id, photoId, image: processed });
    // The replaced photo has a new name: focus follows it.
    const replaced = saved.photos[ids.indexOf(photoId)];
    if (replaced) focusNext.current = { photoId: replaced.id, action: 'earlier' };
    return saved;
  }

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length > left) toast.error(m.limitReached(PRODUCT_PHOTOS_MAX));
    const files = chosen.slice(0, left).filter((file) => {
      if (file.size <= IMAGE_MAX_BYTES) return true;
      toast.error(`${file.name}: ${messages.admin.imageTooLarge}`);
      return false;
    });
    if (files.length === 0) return;
    let added = 0;
    await run(
      'add',
      async () => {
        let saved: Product | null = null;
        for (const image of files) {
          saved = await add.mutateAsync({ productId: product.id, image });
          setPhotos(saved.photos);
          added += 1;
        }
        return saved;
      },
      // The toast below says it, and toasts are read out already.
      () => '',
    );
    if (added > 0) toast.success(m.added(added));
  }

  return (
    <section aria-labelledby={`${inputId}-title`} aria-busy={busy !== null} className="mt-6">
      <h3 id={`${inputId}-title`} className="font-display text-xl text-gold">
        {m.title}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{m.hint(PRODUCT_PHOTOS_MAX)}</p>
      <ol aria-label={m.title} className="mt-3 flex flex-wrap gap-3">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            position={index + 1}
            total={photos.length}
            productName={product.name}
            isBusy={busy !== null}
            onAction={(action) => handleAction(photo.id, action)}
            buttonRef={(action, element) => {
              const key = `${photo.id}:${action}`;
              if (element) buttons.current.set(key, element);
              else buttons.current.delete(key);
            }}
          />
        ))}
      </ol>
      <div className="mt-3">
        <label htmlFor={inputId} className={LABEL_CLASS}>
          {busy === 'add' ? m.adding : m.chooseFiles}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={busy !== null || left === 0}
          onChange={handleFiles}
          className="text-sm text-ink-soft file:me-3 file:rounded file:border-0 file:bg-night-line file:px-3 file:py-2 file:text-ink hover:file:bg-gold hover:file:text-night"
        />
        <p className="mt-1 text-xs text-ink-soft">
          {left === 0 ? m.limitReached(PRODUCT_PHOTOS_MAX) : m.left(left)}
        </p>
      </div>
      <p role="status" className="sr-only">
        {busy !== null && busy !== 'add' ? m.working : announcement}
      </p>
    </section>
  );
}
