import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { ShopLocation } from '../../features/shop-info/ShopLocation.tsx';
import { useMessages } from '../../i18n/language-context.ts';

export default function LocationPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle subtitle={m.location.subtitle}>{m.location.title}</PageTitle>
      <ShopLocation />
    </>
  );
}
