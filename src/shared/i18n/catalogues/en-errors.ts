import { PRODUCT_PHOTOS_MAX } from '#shared/photo-order.ts';
import type { Catalogue } from './catalogue.ts';
import { EN_ADMIN } from './en-admin.ts';
import { EN_COMMON } from './en-core.ts';
import { EN_PHOTOS } from './en-photos.ts';
import { EN_ADMIN_SETTINGS } from './en-settings.ts';
import { EN_AUTH } from './en-shopping.ts';

/**
/**
 * The refusals that name their particulars (`params` on the wire, docs/decisions/170), worded in
 * each language from them; the server's English message is the same text.
 */
export const EN_REFUSALS: Catalogue['fn']['refusals'] = {
  /** "Amber Nights 100 ml is sold out." */
  sizeSoldOut: (product, size) => `${product} ${size} is sold out.`,
  sizeNotSold: (product, size) => `${product} ${size} is no longer sold.`,
  passwordTooShort: (min) => `Password must be at least ${min} characters.`,
  passwordTooLong: (max) => `Password must be at most ${max} characters.`,
};

/**
 * English: one message per error code: what the server says when a refusal has no more specific wording,
 * and what the client shows for a code. SPEC §5 and §8 texts are verbatim.
 */
export const EN_ERRORS: Catalogue['fn']['errors'] = {
  BAD_REQUEST: 'This request could not be read.',
  VALIDATION_FAILED: 'Some of the details sent are not valid.',
  NOT_FOUND: 'This was not found.',
  ROUTE_NOT_FOUND: 'There is no such API route.',
  PRODUCT_NOT_FOUND: 'No perfume has this id.',
  MEDIA_NAME_INVALID: 'This file name is not allowed.',
  MEDIA_NOT_FOUND: 'This file does not exist.',
  MEDIA_EXISTS: 'A file with this name is already stored.',
  RANGE_NOT_SATISFIABLE: 'This range is not in the file.',
  UNAUTHENTICATED: EN_ADMIN.noUser,
  FORBIDDEN: EN_ADMIN.unauthorized,
  USER_NOT_FOUND: EN_AUTH.userNotFound,
  WRONG_PASSWORD: EN_AUTH.wrongPassword,
  INVALID_EMAIL: EN_AUTH.invalidEmail,
  PASSWORD_REQUIRED: EN_AUTH.passwordRequired,
  PASSWORD_TOO_SHORT: 'This password is too short.',
  PASSWORD_TOO_LONG: 'This password is too long.',
  EMAIL_TAKEN: EN_AUTH.emailTaken,
  CROSS_SITE_REQUEST: 'This request came from another site.',
  RATE_LIMITED: EN_AUTH.tooManyAttempts,
  PAYLOAD_TOO_LARGE: 'This request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of content is not accepted.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  SERVICE_UNAVAILABLE: 'The shop is briefly unavailable. Please try again in a moment.',
  DATABASE_UNAVAILABLE: 'The shop is briefly unavailable. Please try again in a moment.',
  STORAGE_UNAVAILABLE: 'Images are briefly unavailable. Please try again in a moment.',
  STORAGE_FAILED: 'The image store is refusing requests right now. Please try again later.',
  DISK_FULL:
    'The shop cannot save anything right now: its disk is full. Please try again later, or call the shop.',
  ALREADY_IN_CART: 'This product is already in your cart.',
  CART_ITEM_NOT_FOUND: 'This item is not in your cart.',
  ORDER_NOT_FOUND: 'There is no order with this id.',
  SIZE_REQUIRED: 'Please select at least one size for each item in your cart before checking out.',
  IDEMPOTENCY_CONFLICT: 'This idempotency key belongs to another order.',
  TOO_MANY_ORDERS:
    'Many orders were sent from here in the last hour. Please try again later, or call the shop.',
  STATUS_CHANGE_REFUSED: 'This order was changed meanwhile; reload it.',
  UNDO_REFUSED: 'This change can no longer be undone. Change the status again instead.',
  DEVICE_NOT_FOUND: 'This device does not get alerts.',
  BRAND_REQUIRED: EN_ADMIN.selectBrand,
  BRAND_UNKNOWN: EN_ADMIN.invalidBrand,
  IMAGE_TOO_LARGE: EN_ADMIN.imageTooLarge,
  IMAGE_REQUIRED: EN_ADMIN.imageRequired,
  IMAGE_TOO_MANY_PIXELS: 'This image has too many pixels.',
  BACKGROUND_REMOVAL_FAILED: EN_ADMIN.backgroundRemovalFailedDefault,
  BRAND_NOT_FOUND: 'No brand has this id.',
  BRAND_NAME_TAKEN: 'A brand with this name already exists.',
  BRAND_IN_USE: 'Perfumes use this brand: move them to another brand or delete them first.',
  // Written when shown: the number's formatter loads the language's data (formats.ts).
  get PHOTO_LIMIT_REACHED() {
    return EN_PHOTOS.admin.limitReached(PRODUCT_PHOTOS_MAX);
  },
  PHOTO_NOT_FOUND: 'This photo is not one of this perfume’s photos.',
  PHOTO_ORDER_INVALID: 'The photos sent are not exactly this perfume’s photos. Reload the page.',
  PHOTO_LAST: 'A perfume keeps at least one photo: add another before removing this one.',
  LAST_ADMIN: EN_ADMIN_SETTINGS.team.lastAdmin,
  CANNOT_DEMOTE_SELF: EN_ADMIN_SETTINGS.team.notSelf,
  SIZE_UNAVAILABLE: 'This size is no longer sold.',
  SIZE_COUNTED: 'This size is counted: change its number of bottles instead.',
  DISCOUNT_CODE_REFUSED: 'This discount code does not apply to this order.',
  DISCOUNT_CODE_TAKEN: 'Another code is already written this way.',
  DISCOUNT_CODE_NOT_FOUND: 'There is no such discount code.',
  DISCOUNT_CODE_USED: 'This code has been used already: its spelling stays as it is. Add a new code instead.',
  HTTP_ERROR: EN_COMMON.genericError,
};
