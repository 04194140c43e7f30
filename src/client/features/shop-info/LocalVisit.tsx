import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '#client/components/ui/SectionHeading.tsx';
import { PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PATHS } from '#shared/paths.ts';
import { ShopAddress, ShopHours, ShopPhoneLink } from './ShopFacts.tsx';

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-night-line bg-night-soft p-6">
      <h3 className="mb-3 font-display text-lg text-gold">{title}</h3>
      {children}
    </div>
  );
}

/** The home page's local-visit block: where, how to call, when, and the way to the map. */
export function LocalVisit() {
  return (
    <section aria-labelledby="local-visit" className="mt-16">
      <SectionHeading id="local-visit" subtitle={MESSAGES.shopInfo.visitText}>
        {MESSAGES.shopInfo.visitTitle}
      </SectionHeading>
      <div className="grid gap-6 md:grid-cols-3">
        <Fact title={MESSAGES.shopInfo.location}>
          <ShopAddress />
        </Fact>
        <Fact title={MESSAGES.shopInfo.phone}>
          <ShopPhoneLink />
        </Fact>
        <Fact title={MESSAGES.shopInfo.hours}>
          <ShopHours />
        </Fact>
      </div>
      <div className="mt-6 text-center">
        <Link to={PATHS.location} className={PRIMARY_ACTION}>
          {MESSAGES.home.getDirections}
        </Link>
      </div>
    </section>
  );
}
