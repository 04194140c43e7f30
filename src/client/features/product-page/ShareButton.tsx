import { SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { toast } from '#client/lib/toast.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { whatsAppShareUrl } from '#shared/share.ts';

interface ShareButtonProps {
  url: string;
  title: string;
  text: string;
}

/**
 * The device's share sheet where the browser has one (most phones); elsewhere a WhatsApp link
 * whose text starts with the page's address (so the chat shows its preview) and Copy link.
 */
export function ShareButton({ url, title, text }: ShareButtonProps) {
  const m = useMessages().productPage;
  // Known only in the browser, once the page has hydrated; until then the WhatsApp link alone. A
  // button mounted later (a product opened from a link in the page) knows at once, and shows no
  // WhatsApp link on its way to the share sheet.
  const canShare = useHydrated() ? typeof navigator.share === 'function' : null;

  const whatsApp = (
    <a
      href={whatsAppShareUrl(url, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={SECONDARY_ACTION}
    >
      {m.shareOnWhatsApp}
    </a>
  );
  // The server's HTML and a page not yet hydrated (ADR 222): the link works without a script.
  if (canShare === null) return <div className="flex flex-wrap gap-3">{whatsApp}</div>;
  if (canShare) {
    return (
      <button
        type="button"
        className={SECONDARY_ACTION}
        onClick={() => {
          navigator.share({ title, text, url }).catch((error: unknown) => {
            // Closing the share sheet is not a failure.
            if (!(error instanceof DOMException && error.name === 'AbortError')) {
              console.warn('Sharing failed.', error);
            }
          });
        }}
      >
        {m.share}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      {whatsApp}
      <button
        type="button"
        className={SECONDARY_ACTION}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            toast.success(m.linkCopied);
          } catch {
            toast.error(m.copyFailed);
          }
        }}
      >
        {m.copyLink}
      </button>
    </div>
  );
}
