import { z } from 'zod';

/**
 * Status changes that forgive (docs/decisions/141): the inbox offers Undo for UNDO_OFFER_MS after a
 * change; the server takes it back a little longer, for a slow connection, and never after another
 * change on the same order.
 */
export const UNDO_OFFER_MS = 10_000;
export const UNDO_ACCEPT_MS = 20_000;

export const UndoBodySchema = z.object({ eventId: z.uuid() });
