import { useSearchParams } from 'react-router';
import { useAdminOrdersById } from '#client/api/admin-order.ts';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { POPUP_PRIMARY_BUTTON } from '#client/components/ui/styles.ts';
import { CourierSheet } from '#client/features/courier-sheet/CourierSheet.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

/** One courier's sheet per printed page, black on white, without the site's header and footer. */
export default function AdminOrdersPrintPage() {
  const m = useMessages();
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, 100);
  const results = useAdminOrdersById(ids);
  const words = m.inbox;
  // A sheet that cannot be read says so on its own; the others still print.
  return (
    <QueryState isPending={results.some((r) => r.isPending)} isError={false}>
      <div className="courier-sheets flex flex-col gap-8">
        <div className="flex items-center justify-between print:hidden">
          <h1 className="font-display text-2xl text-gold">{words.printTitle}</h1>
          <button type="button" onClick={() => window.print()} className={POPUP_PRIMARY_BUTTON}>
            {words.print}
          </button>
        </div>
        {results.map((result, index) =>
          result.data ? (
            <CourierSheet key={result.data.id} order={result.data} />
          ) : (
            <p key={ids[index]} role="alert" className="text-ink-soft">
              {words.loadFailed}
            </p>
          ),
        )}
      </div>
    </QueryState>
  );
}
