import { DeliveryLines } from '#client/components/order-book/DeliveryLines.tsx';
import { DiscountLine } from '#client/components/order-book/DiscountLine.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { type AdminOrder, placedOrderTotalCents } from '#shared/order-book.ts';
import { parseLocation } from '#shared/pending-orders.ts';
import { mapsPlaceUrl } from '#shared/shop.ts';
import { QrCode } from './QrCode.tsx';

const LABEL = 'text-xs font-semibold uppercase tracking-wide text-ink-soft';

/**
 * One order as the courier takes it on paper (docs/decisions/164): who and where (the phone to
 * call, the address, the map link written out and as a QR code), what to hand over, and the amount
 * to collect in cash. Printed black on white, without the site's header and footer (styles.css).
 */
export function CourierSheet({ order }: { order: AdminOrder }) {
  const m = useMessages();
  const words = m.details.courier;
  const { name, phone, address } = order.customer;
  const point = order.location ? parseLocation(order.location) : null;
  const mapUrl = point ? mapsPlaceUrl(point.latitude, point.longitude) : null;
  return (
    <article
      data-testid="print-order"
      aria-label={`${m.orderBook.reference} ${order.reference}`}
      className="courier-sheet break-after-page rounded-lg border border-night-line p-6 text-ink print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-night-line pb-3">
        <h2 className="font-display text-xl">
          {words.sheetTitle} · <span className="font-mono tracking-widest">{order.reference}</span>
        </h2>
        <time dateTime={order.createdAt} className="text-sm text-ink-soft">
          {m.fn.dateTime(order.createdAt)}
        </time>
      </header>

      <div className="mt-4 grid gap-6 sm:grid-cols-[1fr_auto]">
        <dl className="flex flex-col gap-3">
          {name ? (
            <div>
              <dt className={LABEL}>{m.inbox.customer}</dt>
              <dd dir="auto" className="text-lg">
                {name}
              </dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt className={LABEL}>{words.phone}</dt>
              <dd className="text-2xl font-semibold" dir="ltr">
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-start">
                  {phone}
                </a>
              </dd>
            </div>
          ) : null}
          {address ? (
            <div>
              <dt className={LABEL}>{m.orderBook.details.address}</dt>
              <dd dir="auto" className="text-lg">
                {address}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className={LABEL}>{words.location}</dt>
            <dd>
              {mapUrl ? (
                <a href={mapUrl} className="break-all underline" data-testid="map-link">
                  {mapUrl}
                </a>
              ) : (
                words.noLocation
              )}
            </dd>
          </div>
        </dl>
        {mapUrl ? (
          <figure className="flex flex-col items-center gap-1">
            <QrCode value={mapUrl} label={words.scan} />
            <figcaption className="text-xs text-ink-soft">{words.scan}</figcaption>
          </figure>
        ) : null}
      </div>

      <h3 className={`${LABEL} mt-6`}>{words.items}</h3>
      <ul className="mt-1 divide-y divide-night-line border-y border-night-line">
        {order.items.map((item) => (
          <li
            key={item.productId}
            data-testid="courier-item"
            className="flex flex-wrap justify-between gap-x-4 py-2"
          >
            <bdi>{item.name}</bdi>
            <span className="text-ink-soft">
              {[
                item.size100mlQuantity > 0 ? `${m.fn.sizeLabel('100')} × ${item.size100mlQuantity}` : null,
                item.size50mlQuantity > 0 ? `${m.fn.sizeLabel('50')} × ${item.size50mlQuantity}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>

      {order.delivery ? (
        <div className="mt-4">
          <DeliveryLines delivery={order.delivery} perfumesCents={placedOrderTotalCents(order.items)} />
        </div>
      ) : null}
      {order.discount ? (
        <dl className="mt-2">
          <DiscountLine discount={order.discount} />
        </dl>
      ) : null}
      <p className="mt-6 flex flex-wrap items-baseline justify-between gap-2 border-2 border-ink p-3 print:border-black">
        <span className="font-semibold">{words.collect}</span>
        <span data-testid="amount-to-collect" className="font-display text-3xl font-bold">
          {m.fn.dollars(order.totalCents)}
        </span>
      </p>
      <p className="mt-2 text-sm">{m.checkout.paymentMethod}</p>
    </article>
  );
}
