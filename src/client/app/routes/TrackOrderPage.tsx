import { useParams } from 'react-router';
import { useTrackedOrder } from '#client/api/track.ts';
import { ConfirmationNotice } from '#client/components/order-book/ConfirmationNotice.tsx';
import { OrderLines } from '#client/components/order-book/OrderLines.tsx';
import { StatusBadge } from '#client/components/order-book/StatusBadge.tsx';
import { StatusHistory } from '#client/components/order-book/StatusHistory.tsx';
import { useResendUrl } from '#client/components/order-book/use-resend-url.ts';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { OUTLINE_BUTTON, POPUP_PRIMARY_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { telUrl, whatsAppChatUrl } from '#shared/shop.ts';

/** A placed order's private tracking page: reached only through its secret link. */
export default function TrackOrderPage() {
  const m = useMessages();
  const { token = '' } = useParams();
  const order = useTrackedOrder(token);
  const words = m.orderBook.track;
  const phone = useShopSettings().shop.whatsAppPhone;
  const resendUrl = useResendUrl(order.data);

  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <QueryState
        isPending={order.isPending}
        isError={order.isError}
        loadingLabel={words.loading}
        errorText={words.notFound}
      >
        {order.data ? (
          <article className="mx-auto flex max-w-2xl flex-col gap-6 rounded-lg border border-night-line bg-night-soft p-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-ink">
                {m.orderBook.reference}:{' '}
                <strong className="font-mono text-xl tracking-widest text-gold">
                  {order.data.reference}
                </strong>
              </p>
              <StatusBadge status={order.data.status} />
            </div>
            <p className="text-sm text-ink-soft">
              {words.placedAt}:{' '}
              <time dateTime={order.data.createdAt}>{m.fn.dateTime(order.data.createdAt)}</time>
            </p>
            {resendUrl ? <ConfirmationNotice status={order.data.status} resendUrl={resendUrl} /> : null}
            <section aria-label={words.progress}>
              <h2 className="mb-2 font-display text-lg text-ink">{words.progress}</h2>
              <StatusHistory history={order.data.history} />
            </section>
            <section aria-label={words.items}>
              <h2 className="mb-2 font-display text-lg text-ink">{words.items}</h2>
              <OrderLines
                items={order.data.items}
                totalCents={order.data.totalCents}
                delivery={order.data.delivery}
                discount={order.data.discount}
              />
            </section>
            <section className="flex flex-col gap-3 border-t border-night-line pt-4">
              <p className="text-ink-soft">{words.questions}</p>
              <div className="flex flex-wrap gap-3">
                <a
                  href={whatsAppChatUrl(phone, `${m.orderMessage.reference} ${order.data.reference}`)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={POPUP_PRIMARY_BUTTON}
                >
                  {words.whatsapp}
                </a>
                <a href={telUrl(phone)} className={OUTLINE_BUTTON}>
                  {words.call}
                </a>
              </div>
            </section>
          </article>
        ) : null}
      </QueryState>
    </>
  );
}
