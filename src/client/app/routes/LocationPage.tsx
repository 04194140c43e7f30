import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { ShopLocation } from '../../features/shop-info/ShopLocation.tsx';

export default function LocationPage() {
  return (
    <>
      <PageTitle subtitle={MESSAGES.location.subtitle}>{MESSAGES.location.title}</PageTitle>
      <ShopLocation />
    </>
  );
}
