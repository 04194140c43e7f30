import { useAdminSettings } from '#client/api/admin-settings.ts';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { AdminNav } from '#client/features/admin-orders/AdminNav.tsx';
import { DeliveryAreasForm } from '#client/features/admin-settings/DeliveryAreasForm.tsx';
import { HeroSectionForm } from '#client/features/admin-settings/HeroSectionForm.tsx';
import { HoursSectionForm } from '#client/features/admin-settings/HoursSectionForm.tsx';
import { PricesSectionForm } from '#client/features/admin-settings/PricesSectionForm.tsx';
import { ReplyTextsSection } from '#client/features/admin-settings/ReplyTextsSection.tsx';
import { ShopSectionForm } from '#client/features/admin-settings/ShopSectionForm.tsx';
import { SocialSectionForm } from '#client/features/admin-settings/SocialSectionForm.tsx';
import { StockSectionForm } from '#client/features/admin-settings/StockSectionForm.tsx';
import { SettingsDraftsProvider } from '#client/features/admin-settings/use-settings-drafts.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

/**
 * /admin/settings: the owner's settings, one section at a time, each saved on its own, in one form
 * state that warns before an unsaved edit is lost.
 */
export default function AdminSettingsPage() {
  const m = useMessages();
  const settings = useAdminSettings();
  return (
    <div>
      <PageTitle>{m.adminSettings.title}</PageTitle>
      <AdminNav />
      <QueryState
        isPending={settings.isPending}
        isError={settings.isError}
        errorText={m.adminSettings.loadFailed}
      >
        {settings.data ? (
          <SettingsDraftsProvider>
            <div className="flex flex-col gap-8">
              <ShopSectionForm initial={settings.data.shop} />
              <HoursSectionForm initial={settings.data.hours} />
              <PricesSectionForm initial={settings.data.prices} />
              <DeliveryAreasForm initial={settings.data.delivery} />
              <StockSectionForm initial={settings.data.stock} />
              <SocialSectionForm initial={settings.data.social} />
              <HeroSectionForm initial={settings.data.hero} />
              <ReplyTextsSection />
            </div>
          </SettingsDraftsProvider>
        ) : null}
      </QueryState>
    </div>
  );
}
