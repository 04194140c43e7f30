import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { BrandDirectory } from '#client/features/catalogue/BrandDirectory.tsx';
import { MESSAGES } from '#shared/messages.ts';

export default function ExplorePage() {
  return (
    <>
      <PageTitle subtitle={MESSAGES.explore.subtitle}>{MESSAGES.explore.title}</PageTitle>
      <BrandDirectory />
    </>
  );
}
