import { Navigate } from 'react-router';
import { useAccountOrders } from '#client/api/account-orders.ts';
import { useSession } from '#client/api/me.ts';
import { PlacedOrderCard } from '#client/components/order-book/PlacedOrderCard.tsx';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { OrderAgainButton } from '#client/features/cart/OrderAgainButton.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { PATHS } from '#shared/paths.ts';

/** A signed-in customer's orders, all of them, newest first. */
export default function AccountOrdersPage() {
  const m = useMessages();
  const { user, isLoading } = useSession();
  const orders = useAccountOrders(user?.id ?? null);
  const words = m.orderBook.yourOrders;

  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: PATHS.accountOrders }} />;
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <QueryState
        isPending={orders.isPending}
        isError={orders.isError}
        errorText={words.loadFailed}
        isEmpty={orders.data?.length === 0}
        emptyText={words.accountEmpty}
      >
        <ul className="mx-auto flex max-w-2xl flex-col gap-4">
          {orders.data?.map((order) => (
            <PlacedOrderCard
              key={order.reference}
              {...order}
              lines={order.items}
              action={<OrderAgainButton lines={order.items} reference={order.reference} />}
            />
          ))}
        </ul>
      </QueryState>
    </>
  );
}
