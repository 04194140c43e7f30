/**
 * A WhatsApp share link for a page (not a chat with the shop): the text starts with the page's
 * address, so WhatsApp fetches its preview, then says what it is.
 */
export function whatsAppShareUrl(pageUrl: string, text: string): string {
  return `https://wa.me/?${new URLSearchParams({ text: `${pageUrl}\n${text}` }).toString()}`;
}
