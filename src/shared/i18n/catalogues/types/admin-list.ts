/** The admin's product list a brand at a time (docs/decisions/202). */
export interface AdminListTexts {
  /** While an opened brand's perfumes load. */
  loading: string;
  /** An opened brand's perfumes could not be read. */
  loadFailed: string;
  retry: string;
  /** Brings the brand's next perfumes under the ones shown. */
  showMore: string;
  /** While the next perfumes load. */
  loadingMore: string;
  /** "Showing 50 of 120". */
  shown: (shown: number, total: number) => string;
}
