/** The English catalogue: the spec's texts (messages*.ts) and the five text functions. */

import { categoryLine, MESSAGES } from '../messages.ts';
import { cartButtonLabel, sizeLabel } from '../messages-core.ts';
import { closedReplyText, openStatusText } from '../messages-hours.ts';

export const EN_CATALOGUE = {
  ...MESSAGES,
  fn: { cartButtonLabel, sizeLabel, openStatusText, closedReplyText, categoryLine },
};
