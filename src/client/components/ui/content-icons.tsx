import { LineIcon } from './icons.tsx';

/** The drawings the pages' content shows (icons.tsx has the frame's and LineIcon). */
export const PERSON_ICON = 'M8 8a4 4 0 108 0a4 4 0 10-8 0M4 21a8 8 0 0116 0';
export const INSTAGRAM_ICON =
  'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01';
export const TIKTOK_ICON = 'M14 3v11a3 3 0 11-3-3M14 3c.5 2.5 2.5 4.5 5 5';
export const FACEBOOK_ICON = 'M15 3h-2a4 4 0 00-4 4v3H7v4h2v7h4v-7h2.5l.5-4h-3V7.5a.5.5 0 01.5-.5H15z';
export const WHATSAPP_ICON = 'M4 20l1.4-4.2A8 8 0 1112 20a8 8 0 01-3.8-1L4 20z';
export const PHONE_ICON =
  'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z';
export const CHEVRON_ICON = 'M9 6l6 6-6 6';
export const FILTERS_ICON = 'M4 6h16M7 12h10M10 18h4';
/** The home page's three edges: a drop of oil, an attar vial, a bottle. */
export const OIL_ICON = 'M12 3c3 4 6 7.5 6 11a6 6 0 01-12 0c0-3.5 3-7 6-11z';
export const ATTAR_ICON = 'M10 3h4v3l2 2v12a1 1 0 01-1 1H9a1 1 0 01-1-1V8l2-2V3z';
export const BOTTLE_ICON = 'M9 3h6v3H9zM7 8h10a1 1 0 011 1v11a1 1 0 01-1 1H7a1 1 0 01-1-1V9a1 1 0 011-1z';

export function PersonIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return <LineIcon path={PERSON_ICON} className={className} strokeWidth={1.8} />;
}
