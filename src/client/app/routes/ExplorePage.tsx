import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { BrandDirectory } from '../../features/catalogue/BrandDirectory.tsx';
import { useMessages } from '../../i18n/language-context.ts';

export default function ExplorePage() {
  const m = useMessages();
  return (
    <>
      <PageTitle subtitle={m.explore.subtitle}>{m.explore.title}</PageTitle>
      <BrandDirectory />
    </>
  );
}
