import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { BrandDirectory } from '#client/features/catalogue/BrandDirectory.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function ExplorePage() {
  const m = useMessages();
  return (
    <>
      <PageTitle subtitle={m.explore.subtitle}>{m.explore.title}</PageTitle>
      <BrandDirectory />
    </>
  );
}
