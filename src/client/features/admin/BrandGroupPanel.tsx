import { type ReactNode, useId } from 'react';
import { CHEVRON_ICON } from '#client/components/ui/content-icons.tsx';
import { LineIcon } from '#client/components/ui/icons.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

interface BrandGroupPanelProps {
  brand: string;
  count: number;
  isOpen: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** One brand's row on the admin list: its heading opens and folds its perfumes. */
export function BrandGroupPanel({ brand, count, isOpen, onToggle, children }: BrandGroupPanelProps) {
  const m = useMessages();
  const contentId = useId();
  return (
    <section aria-label={brand} className="px-4 sm:px-5">
      <h3 className="font-display text-lg text-gold sm:text-xl">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={onToggle}
          className="flex min-h-12 w-full items-center gap-3 py-1 text-start hover:text-ink"
        >
          <LineIcon
            path={CHEVRON_ICON}
            className={`h-5 w-5 shrink-0 transition-transform rtl:-scale-x-100 ${isOpen ? 'rotate-90' : ''}`}
          />
          <bdi className="flex-1">{brand}</bdi>
          <span className="font-sans text-sm text-ink-soft">{m.storefront.adminGroupCount(count)}</span>
        </button>
      </h3>
      <div id={contentId} hidden={!isOpen} className="pb-5 pt-2">
        {children}
      </div>
    </section>
  );
}
