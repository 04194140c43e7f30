import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { AddToCartButton } from '#client/features/cart/AddToCartButton.tsx';
import { PerfumeCatalogue } from '#client/features/catalogue/PerfumeCatalogue.tsx';
import { MESSAGES } from '#shared/messages.ts';

export default function PerfumesPage() {
  return (
    <>
      <PageTitle subtitle={MESSAGES.perfumes.subtitle}>{MESSAGES.perfumes.title}</PageTitle>
      <PerfumeCatalogue renderAction={(product) => <AddToCartButton product={product} />} />
    </>
  );
}
