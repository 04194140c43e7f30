import { PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { whatsAppChatUrl } from '#shared/shop.ts';

/**
 * What a visitor without JavaScript finds on a page the browser draws from what it keeps (the
 * cart, the checkout, their orders): why the page is empty, and a way to order all the same; on
 * the team's pages, that the admin needs it. A browser running scripts never shows it; the page
 * replaces it once hydrated.
 */
export function NeedsJavaScript({ isForTeam = false }: { isForTeam?: boolean }) {
  const m = useMessages();
  const { shop } = useShopSettings();
  return (
    <noscript>
      <section
        data-testid="needs-javascript"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-night-line bg-night-soft p-6 text-center"
      >
        <p>{isForTeam ? m.common.teamNeedsJavaScript : m.common.needsJavaScript}</p>
        {isForTeam ? null : (
          <a href={whatsAppChatUrl(shop.whatsAppPhone)} className={PRIMARY_ACTION}>
            {m.common.orderOnWhatsApp}
          </a>
        )}
      </section>
    </noscript>
  );
}
