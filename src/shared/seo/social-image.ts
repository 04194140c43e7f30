/**
 * The link-preview picture every page shares (a file the client ships); its alt text is each
 * language's, in the catalogue's SEO section (`seo(shopName).socialImageAlt`).
 */
export const SOCIAL_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
} as const;

/** Longest alt text of a link-preview image (what the Open Graph spec suggests chats show). */
export const PREVIEW_IMAGE_ALT_MAX = 420;
