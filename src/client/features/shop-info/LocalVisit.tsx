import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '#client/components/ui/SectionHeading.tsx';
import { PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
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
  const m = useMessages();
  return (
    // The home page's last section: drawn when scrolled near, holding its height until then (51rem
    // on a phone, 36rem on a tablet, 29rem on a laptop; docs/decisions/225).
    <section
      aria-labelledby="local-visit"
      className="mt-16 [content-visibility:auto] [contain-intrinsic-size:auto_51rem] md:[contain-intrinsic-size:auto_36rem] lg:[contain-intrinsic-size:auto_29rem]"
    >
      <SectionHeading id="local-visit" subtitle={m.shopInfo.visitText}>
        {m.shopInfo.visitTitle}
      </SectionHeading>
      <div className="grid gap-6 md:grid-cols-3">
        <Fact title={m.shopInfo.location}>
          <ShopAddress />
        </Fact>
        <Fact title={m.shopInfo.phone}>
          <ShopPhoneLink />
        </Fact>
        <Fact title={m.shopInfo.hours}>
          <ShopHours />
        </Fact>
      </div>
      <div className="mt-6 text-center">
        <Link to={PATHS.location} className={PRIMARY_ACTION}>
          {m.home.getDirections}
        </Link>
      </div>
    </section>
  );
}
