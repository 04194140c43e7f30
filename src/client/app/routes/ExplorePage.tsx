import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { BrandDirectory } from '../../features/catalogue/BrandDirectory.tsx';

export default function ExplorePage() {
  return (
    <>
      <PageTitle subtitle={MESSAGES.explore.subtitle}>{MESSAGES.explore.title}</PageTitle>
      <BrandDirectory />
    </>
  );
}
