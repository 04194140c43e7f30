import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { ShopLocation } from '#client/features/shop-info/ShopLocation.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function LocationPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle subtitle={m.location.subtitle}>{m.location.title}</PageTitle>
      <ShopLocation />
    </>
  );
}
