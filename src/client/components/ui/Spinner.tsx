import { useMessages } from '#client/i18n/language-context.ts';

export function Spinner({
  fullScreen = false,
  label,
  isLabelVisible = false,
}: {
  fullScreen?: boolean;
  label?: string;
  /** Writes the label under the wheel, for pages whose loading text the spec names. */
  isLabelVisible?: boolean;
}) {
  const m = useMessages();
  const wheel = (
    <span role="status" className="inline-flex flex-col items-center gap-3">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-2 border-night-line border-t-gold"
      />
      <span className={isLabelVisible ? 'text-ink-soft' : 'sr-only'}>{label ?? m.common.loading}</span>
    </span>
  );
  if (!fullScreen) return <div className="flex justify-center py-10">{wheel}</div>;
  return <div className="fixed inset-0 z-40 flex items-center justify-center bg-night/80">{wheel}</div>;
}
