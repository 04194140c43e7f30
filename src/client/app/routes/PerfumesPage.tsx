import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { AddToCartButton } from '#client/features/cart/AddToCartButton.tsx';
import { PerfumeCatalogue } from '#client/features/catalogue/PerfumeCatalogue.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function PerfumesPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle subtitle={m.perfumes.subtitle}>{m.perfumes.title}</PageTitle>
      <PerfumeCatalogue renderAction={(product) => <AddToCartButton product={product} />} />
    </>
  );
}
