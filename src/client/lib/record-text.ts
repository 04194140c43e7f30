import type { ActivityRecord } from '#shared/activity-records.ts';
import type { DiscountKind } from '#shared/discount-codes.ts';
import type { ErrorCode, ErrorParams } from '#shared/errors.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import { LANGUAGE_NAMES, type Language } from '#shared/i18n/languages.ts';
import { activitySentences } from './activity-sentences.ts';
import { ApiError } from './http.ts';

/** An entry of the activity log: its record and what it is about (a settings entry's section). */
export type ActivityLine = ActivityRecord & { subject: string };

/** A refusal from the server: its code, its particulars, and its English message. */
export interface RefusalRecord {
  code: ErrorCode;
  params?: ErrorParams | undefined;
  message?: string;
}

/**
 * Refusals whose English message says more than their code while their particulars do not travel
 * as params yet (which field failed validation, the background-removal service's own words): an
 * English reader gets the message, another language the code's text.
 */
const SERVER_WORDED: ReadonlySet<ErrorCode> = new Set([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'IMAGE_REQUIRED',
  'UNSUPPORTED_MEDIA_TYPE',
  'BACKGROUND_REMOVAL_FAILED',
  'SIZE_UNAVAILABLE',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
]);

/**
 * The one place a page words what the server recorded or refused (docs/decisions/170): a code and
 * its parameters, from the catalogue of the reader's language. An activity entry may be several
 * sentences (a settings save, one per change); a refusal is one.
 */
export function wordRecord(record: ActivityLine | RefusalRecord, m: Catalogue, language: Language): string[] {
  return 'subject' in record ? activityLines(record, m, language) : [refusalLine(record, m, language)];
}

/** What a failed call says to its reader: a refusal worded by `wordRecord`, anything else the generic error. */
export function refusalText(error: unknown, m: Catalogue, language: Language): string {
  return error instanceof ApiError ? wordRecord(error, m, language).join(' ') : m.common.genericError;
}

function refusalLine({ code, params, message }: RefusalRecord, m: Catalogue, language: Language): string {
  const refusals = m.fn.refusals;
  const text = (key: string) => (typeof params?.[key] === 'string' ? params[key] : undefined);
  const count = (key: string) => (typeof params?.[key] === 'number' ? params[key] : undefined);
  const product = text('product');
  const size = text('size');
  const left = count('left');
  const wanted = count('wanted');
  if (code === 'SIZE_UNAVAILABLE' && product && size && left !== undefined && wanted !== undefined) {
    return m.stockCounts.tooFew(product, m.fn.sizeLabel(size), left, wanted);
  }
  if (code === 'SIZE_UNAVAILABLE' && product && size) {
    const words = text('reason') === 'sold-out' ? refusals.sizeSoldOut : refusals.sizeNotSold;
    return words(product, m.fn.sizeLabel(size));
  }
  const min = count('min');
  if (code === 'PASSWORD_TOO_SHORT' && min !== undefined) return refusals.passwordTooShort(min);
  const max = count('max');
  if (code === 'PASSWORD_TOO_LONG' && max !== undefined) return refusals.passwordTooLong(max);
  const uses = count('count');
  if (code === 'BRAND_IN_USE' && uses !== undefined) return m.brandsAdmin.inUse(uses);
  const brand = text('name');
  if (code === 'BRAND_NAME_TAKEN' && brand) return m.brandsAdmin.nameTaken(brand);
  if (language === 'en' && message && SERVER_WORDED.has(code)) return message;
  return m.fn.errors[code] ?? m.common.genericError;
}

function activityLines(line: ActivityLine, m: Catalogue, language: Language): string[] {
  const words = m.adminSettings.activity;
  const status = (key: keyof Catalogue['orderBook']['statuses']) => m.orderBook.statuses[key];
  switch (line.code) {
    case 'PRODUCT_ADDED':
      return [words.added];
    case 'PRODUCT_DELETED':
      return [words.deleted];
    case 'PRODUCT_UPDATED': {
      const { parts } = line.params;
      if (parts.includes('details') && parts.includes('image')) return [words.updated.both];
      return [parts.includes('image') ? words.updated.image : words.updated.details];
    }
    case 'STOCK_CHANGED': {
      const { size, isSoldOut } = line.params;
      const stock = m.adminSettings.stock;
      return [`${m.fn.sizeLabel(size)}: ${isSoldOut ? stock.soldOut : stock.inStock}`];
    }
    case 'STOCK_COUNTED': {
      const { size, quantity, before } = line.params;
      return [m.stockCounts.activity(m.fn.sizeLabel(size), quantity, before)];
    }
    case 'BRAND_ADDED':
      return [words.added];
    case 'BRAND_REMOVED':
      return [words.deleted];
    case 'BRAND_CHANGED': {
      const { formerName, logo } = line.params;
      const lines = [
        ...(formerName === null ? [] : [words.renamedFrom(formerName)]),
        ...(logo === 'replaced' ? [words.logoReplaced] : logo === 'removed' ? [words.logoRemoved] : []),
      ];
      return lines.length ? lines : [words.updated.details];
    }
    case 'DISCOUNT_CODE_ADDED':
      return [`${words.added}: ${discountText(line.params, m)}`];
    case 'DISCOUNT_CODE_CHANGED': {
      const { formerCode } = line.params;
      return [
        ...(formerCode === null ? [] : [words.renamedFrom(formerCode)]),
        `${words.updated.details}: ${discountText(line.params, m)}`,
      ];
    }
    case 'DISCOUNT_CODE_TURNED': {
      const codes = m.discountCodes.admin;
      return [`${codes.columns.status}: ${line.params.isActive ? codes.active : codes.inactive}`];
    }
    case 'ROLE_CHANGED': {
      const roles = m.adminSettings.team.roles;
      return [`${roles[line.params.from]} → ${roles[line.params.to]}`];
    }
    case 'ORDER_STATUS_CHANGED':
      return [m.statusUndo.activity.change(status(line.params.to), status(line.params.from))];
    case 'ORDER_STATUS_UNDONE':
      return [m.statusUndo.activity.undo(status(line.params.from), status(line.params.to))];
    case 'SETTINGS_CHANGED': {
      const { changes } = line.params;
      return changes.length ? activitySentences(line.subject, changes, m, language) : [words.noChange];
    }
    case 'REPLY_TEXTS_CHANGED': {
      const texts = line.params.texts.map(
        (text) => `${status(text.status)} (${LANGUAGE_NAMES[text.language]})`,
      );
      return texts.length ? [m.details.activity.repliesChanged(texts)] : [words.noChange];
    }
    case 'RECORDED':
      return [line.params.text];
  }
}

/** "10% off", "$5.00 off": what a code takes off, as the codes' list says it. */
function discountText({ kind, value }: { kind: DiscountKind; value: number }, m: Catalogue): string {
  const codes = m.discountCodes.admin;
  return kind === 'percent' ? codes.percentOff(value) : codes.amountOff(m.fn.dollars(value));
}

/** A setting section's name ("shop", "hours"…) as the settings page titles it. */
export function settingSubject(section: string, m: Catalogue): string {
  // The delivery areas' words live with the rest of delivery's (messages-delivery.ts).
  if (section === 'delivery') return m.delivery.settings.title;
  if (section === 'replies') return m.customerReplies.title;
  if (section === 'stock') return m.stockCounts.settings.title;
  const titled = (m.adminSettings as unknown as Record<string, { title?: unknown }>)[section]?.title;
  return typeof titled === 'string' ? titled : section;
}
