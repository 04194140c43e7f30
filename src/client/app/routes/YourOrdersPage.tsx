import { useQueries } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useSession } from '#client/api/me.ts';
import { trackedOrderQueryOptions } from '#client/api/track.ts';
import { PlacedOrderCard } from '#client/components/order-book/PlacedOrderCard.tsx';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { OrderAgainButton } from '#client/features/cart/OrderAgainButton.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { useRecentOrders } from '#client/lib/recent-orders.ts';
import { PATHS } from '#shared/paths.ts';

/** "Your orders" for a guest: the last 10 orders this browser sent; a signed-in customer sees their account's. */
export default function YourOrdersPage() {
  const m = useMessages();
  const { user, isLoading } = useSession();
  const orders = useRecentOrders();
  const statuses = useQueries({ queries: orders.map((o) => trackedOrderQueryOptions(o.trackingToken)) });
  const words = m.orderBook.yourOrders;

  if (isLoading) return <Spinner />;
  if (user) return <Navigate to={PATHS.accountOrders} replace />;
  return (
    <>
      <PageTitle subtitle={words.intro}>{words.title}</PageTitle>
      {orders.length === 0 ? (
        <p className="text-center text-ink-soft">{words.empty}</p>
      ) : (
        <ul className="mx-auto flex max-w-2xl flex-col gap-4">
          {orders.map((order, index) => (
            <PlacedOrderCard
              key={order.reference}
              {...order}
              status={statuses[index]?.data?.status ?? null}
              lines={order.items}
              action={<OrderAgainButton lines={order.items} reference={order.reference} />}
            />
          ))}
        </ul>
      )}
    </>
  );
}
