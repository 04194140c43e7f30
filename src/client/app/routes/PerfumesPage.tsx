import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { AddToCartButton } from '../../features/cart/AddToCartButton.tsx';
import { PerfumeCatalogue } from '../../features/catalogue/PerfumeCatalogue.tsx';
import { useMessages } from '../../i18n/language-context.ts';

export default function PerfumesPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle subtitle={m.perfumes.subtitle}>{m.perfumes.title}</PageTitle>
      <PerfumeCatalogue renderAction={(product) => <AddToCartButton product={product} />} />
    </>
  );
}
