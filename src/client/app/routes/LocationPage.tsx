import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { ShopLocation } from '#client/features/shop-info/ShopLocation.tsx';
import { MESSAGES } from '#shared/messages.ts';

export default function LocationPage() {
  return (
    <>
      <PageTitle subtitle={MESSAGES.location.subtitle}>{MESSAGES.location.title}</PageTitle>
      <ShopLocation />
    </>
  );
}
