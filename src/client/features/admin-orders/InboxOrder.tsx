import { Link } from 'react-router';
import { OrderLines } from '#client/components/order-book/OrderLines.tsx';
import { StatusBadge } from '#client/components/order-book/StatusBadge.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import type { AdminOrder } from '#shared/order-book.ts';
import { adminOrdersPrintPath } from '#shared/paths.ts';
import { parseLocation } from '#shared/pending-orders.ts';
import { phoneDigits } from '#shared/phone.ts';
import { mapsPlaceUrl, whatsAppChatUrl } from '#shared/shop.ts';
import { MessageCustomerLink } from './MessageCustomerLink.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { StatusActions } from './StatusActions.tsx';

const linkClass = 'text-sm text-gold underline underline-offset-4 hover:text-gold-deep';

/** The customer's details, the map and a chat link; what the courier and the owner need. */
export function CustomerBlock({ order }: { order: AdminOrder }) {
  const words = useMessages().inbox;
  const { name, phone, address } = order.customer;
  const point = order.location ? parseLocation(order.location) : null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {order.erasedAt ? <p className="text-ink-soft">{words.erased}</p> : null}
      {!order.erasedAt && !name && !phone && !address ? (
        <p className="text-ink-soft">{words.noDetails}</p>
      ) : null}
      {/* What the customer typed, in whatever language (docs/decisions/181). */}
      {name ? (
        <p dir="auto" className="text-ink">
          {name}
        </p>
      ) : null}
      {phone ? (
        <p className="text-ink" dir="ltr">
          {phone}
        </p>
      ) : null}
      {address ? (
        <p dir="auto" className="text-ink">
          {address}
        </p>
      ) : null}
      {order.accountEmail ? (
        <p className="text-ink-soft">
          {words.account}: {order.accountEmail}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 print:hidden">
        {point ? (
          <a
            href={mapsPlaceUrl(point.latitude, point.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {words.map}
          </a>
        ) : null}
        {phone ? (
          <a
            href={whatsAppChatUrl(phoneDigits(phone), words.chatText(order.reference))}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {words.chat}
          </a>
        ) : null}
        <MessageCustomerLink order={order} className={linkClass} />
      </div>
    </div>
  );
}

/** One order in the owner's inbox. */
export function InboxOrder({ order }: { order: AdminOrder }) {
  const words = useMessages().inbox;
  const m = useMessages();
  return (
    <li
      data-testid="inbox-order"
      aria-label={`${m.orderBook.reference} ${order.reference}`}
      className="flex flex-col gap-4 rounded-lg border border-night-line bg-night-soft p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-mono text-lg tracking-widest text-gold">{order.reference}</p>
        <StatusBadge status={order.status} />
        <time dateTime={order.createdAt} className="text-sm text-ink-soft">
          {m.fn.dateTime(order.createdAt)}
        </time>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <OrderLines
          items={order.items}
          totalCents={order.totalCents}
          delivery={order.delivery}
          discount={order.discount}
        />
        <div className="flex flex-col gap-3">
          <h3 className="text-sm text-ink-soft">{words.customer}</h3>
          <CustomerBlock order={order} />
          <h3 className="text-sm text-ink-soft">{words.history}</h3>
          <OrderHistory history={order.history} />
        </div>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <StatusActions order={order} />
        <Link
          to={adminOrdersPrintPath([order.id])}
          className={linkClass}
          aria-label={`${words.print} ${order.reference}`}
        >
          {words.print}
        </Link>
      </div>
    </li>
  );
}
