import { useMessages } from '#client/i18n/language-context.ts';
import { useObjectUrl } from './use-object-url.ts';

interface ImagePreviewsProps {
  currentUrl: string | null;
  original: File | null;
  processed: File | null;
}

/** SPEC §2: previews of the current, the original and the processed image, those that exist. */
export function ImagePreviews({ currentUrl, original, processed }: ImagePreviewsProps) {
  const m = useMessages();
  const originalUrl = useObjectUrl(original);
  const processedUrl = useObjectUrl(processed);
  const candidates: { key: string; label: string; url: string | null }[] = [
    { key: 'current', label: m.admin.currentImage, url: currentUrl },
    { key: 'original', label: m.admin.originalImage, url: originalUrl },
    { key: 'processed', label: m.admin.processedImage, url: processedUrl },
  ];
  const previews = candidates.flatMap(({ key, label, url }) => (url ? [{ key, label, url }] : []));
  if (previews.length === 0) return null;
  return (
    <ul aria-label={m.admin.previews} className="flex flex-wrap gap-4">
      {previews.map((preview) => (
        <li key={preview.key}>
          <figure className="w-32">
            {/* A checkerboard behind the image shows where the background is now transparent. */}
            <div className="aspect-square overflow-hidden rounded border border-night-line bg-checkerboard">
              <img src={preview.url} alt={preview.label} className="h-full w-full object-contain" />
            </div>
            <figcaption className="mt-1 text-center text-xs text-ink-soft">{preview.label}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
