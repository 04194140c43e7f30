import { MESSAGES } from '#shared/messages.ts';
import { PageTitle } from '../../components/ui/PageTitle.tsx';
import { ContactCards } from '../../features/shop-info/ContactCards.tsx';
import { ShopHours } from '../../features/shop-info/ShopFacts.tsx';

export default function ContactPage() {
  return (
    <>
      <PageTitle subtitle={MESSAGES.contact.subtitle}>{MESSAGES.nav.contact}</PageTitle>
      <ContactCards />
      <section aria-labelledby="contact-hours" className="mx-auto mt-12 max-w-md text-center">
        <h2 id="contact-hours" className="mb-3 font-display text-xl text-gold">
          {MESSAGES.shopInfo.hours}
        </h2>
        <div className="inline-block text-start">
          <ShopHours />
        </div>
      </section>
    </>
  );
}
