import { SHOP } from '#shared/shop.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export function HomePage() {
  return <PageTitle subtitle={SHOP.tagline}>{SHOP.name}</PageTitle>;
}
