import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';

export default function ExplorePage() {
  return <PageTitle>{MESSAGES.explore.title}</PageTitle>;
}
