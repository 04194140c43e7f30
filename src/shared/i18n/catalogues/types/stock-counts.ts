/** Stock that counts: bottles per size, low stock, and why a confirmation is refused (ADR 189, 190). */
export interface StockCountsTexts {
  /** The server's refusal when a confirmation would take more bottles than are left. */
  tooFew: (product: string, size: string, left: number, wanted: number) => string;
  card: {
    legend: string;
    /** The field of one size: "100 ml bottles". */
    count: (size: string) => string;
    hint: string;
    save: (size: string) => string;
    saved: string;
    out: string;
    low: (left: number) => string;
  };
  settings: {
    title: string;
    intro: string;
    threshold: string;
  };
  figures: {
    title: string;
    none: string;
    line: (size: string, left: number) => string;
  };
  /** The activity log's line for a count set by hand; null: not counted. */
  activity: (size: string, quantity: number | null, before: number | null) => string;
}
