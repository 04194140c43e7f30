import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { AddToCartButton } from '../../features/cart/AddToCartButton.tsx';
import { PerfumeCatalogue } from '../../features/catalogue/PerfumeCatalogue.tsx';

export default function PerfumesPage() {
  return (
    <>
      <PageTitle subtitle={MESSAGES.perfumes.subtitle}>{MESSAGES.perfumes.title}</PageTitle>
      <PerfumeCatalogue renderAction={(product) => <AddToCartButton product={product} />} />
    </>
  );
}
