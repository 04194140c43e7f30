interface CountBadgeProps {
  count: number;
  /** What the number means, for screen readers ("3 new orders"). */
  label: string;
  testId: string;
  className: string;
}

/** A number beside a control's name, shown when above zero; screen readers hear the label instead. */
export function CountBadge({ count, label, testId, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <span aria-hidden="true" data-testid={testId} className={className}>
        {count}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}
