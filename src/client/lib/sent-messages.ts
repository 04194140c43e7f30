import { syncStoredMark } from './stored-mark.ts';

/**
 * The WhatsApp text of each order this browser sent, by tracking token (localStorage
 * `sentOrderMessages`, the 10 newest): "Send again on WhatsApp" sends the very same message,
 * details included, from the thank-you screen or the tracking page (docs/decisions/145). The
 * customer's own words on the customer's own device, as `customerDetails` already is.
 */
const KEY = 'sentOrderMessages';
const KEPT = 10;

interface SentMessage {
  trackingToken: string;
  text: string;
}

function readAll(): SentMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is SentMessage =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as SentMessage).trackingToken === 'string' &&
        typeof (entry as SentMessage).text === 'string',
    );
  } catch {
    return [];
  }
}

export function rememberSentMessage(trackingToken: string, text: string): void {
  try {
    const others = readAll().filter((entry) => entry.trackingToken !== trackingToken);
    localStorage.setItem(KEY, JSON.stringify([{ trackingToken, text }, ...others].slice(0, KEPT)));
    syncStoredMark();
  } catch (error) {
    console.warn('The sent message could not be kept for sending again.', error);
  }
}

export function sentMessageFor(trackingToken: string): string | null {
  return readAll().find((entry) => entry.trackingToken === trackingToken)?.text ?? null;
}
