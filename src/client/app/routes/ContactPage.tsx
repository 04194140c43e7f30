import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { ContactCards } from '#client/features/shop-info/ContactCards.tsx';
import { ShopHours } from '#client/features/shop-info/ShopFacts.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function ContactPage() {
  const m = useMessages();
  return (
    <>
      <PageTitle subtitle={m.contact.subtitle}>{m.nav.contact}</PageTitle>
      <ContactCards />
      <section aria-labelledby="contact-hours" className="mx-auto mt-12 max-w-md text-center">
        <h2 id="contact-hours" className="mb-3 font-display text-xl text-gold">
          {m.shopInfo.hours}
        </h2>
        <div className="inline-block text-start">
          <ShopHours />
        </div>
      </section>
    </>
  );
}
