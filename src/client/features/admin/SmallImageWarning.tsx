import { useEffect, useState } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { IMAGE_MIN_SHORT_SIDE_PX } from '#shared/image-variants.ts';

/** True when a picture is too small for the large previews chats show. */
export function isSmallImage(width: number | null, height: number | null): boolean {
  return width !== null && height !== null && Math.min(width, height) < IMAGE_MIN_SHORT_SIDE_PX;
}

/** Warns (without refusing) when a picture is under 600 px on its short side. */
export function SmallImageNote({ width, height }: { width: number | null; height: number | null }) {
  const m = useMessages();
  if (width === null || height === null || !isSmallImage(width, height)) return null;
  return (
    <p role="status" className="text-sm text-gold">
      {m.linkPreview.smallImage(width, height)}
    </p>
  );
}

/** The same warning for a file just chosen in the form, read in the browser before sending. */
export function SmallImageWarning({ file }: { file: File | null }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    setSize(null);
    if (!file) return;
    let isCurrent = true;
    createImageBitmap(file)
      .then((bitmap) => {
        if (isCurrent) setSize({ width: bitmap.width, height: bitmap.height });
        bitmap.close();
      })
      .catch(() => {
        // Not a readable picture: the server says so when the form is sent.
      });
    return () => {
      isCurrent = false;
    };
  }, [file]);
  return <SmallImageNote width={size?.width ?? null} height={size?.height ?? null} />;
}
