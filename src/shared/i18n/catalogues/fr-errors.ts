import { PRODUCT_PHOTOS_MAX } from '#shared/photo-order.ts';
import type { Catalogue } from './catalogue.ts';
import { FR_ADMIN } from './fr-admin.ts';
import { FR_COMMON } from './fr-core.ts';
import { FR_PHOTOS } from './fr-photos.ts';
import { FR_ADMIN_SETTINGS } from './fr-settings.ts';
import { FR_AUTH, FR_CART } from './fr-shopping.ts';

/** French: one message per error code, reusing the screens' words where English does. */
export const FR_ERRORS: Catalogue['fn']['errors'] = {
  BAD_REQUEST: 'Cette requête est illisible.',
  VALIDATION_FAILED: 'Certaines informations envoyées ne sont pas valides.',
  NOT_FOUND: 'Nous n’avons pas trouvé ce que vous cherchez.',
  ROUTE_NOT_FOUND: 'Cette route d’API n’existe pas.',
  PRODUCT_NOT_FOUND: 'Aucun parfum ne porte cet identifiant.',
  MEDIA_NAME_INVALID: 'Ce nom de fichier n’est pas autorisé.',
  MEDIA_NOT_FOUND: 'Ce fichier n’existe pas.',
  MEDIA_EXISTS: 'Un fichier portant ce nom existe déjà.',
  RANGE_NOT_SATISFIABLE: 'Cette plage ne se trouve pas dans le fichier.',
  UNAUTHENTICATED: FR_ADMIN.noUser,
  FORBIDDEN: FR_ADMIN.unauthorized,
  USER_NOT_FOUND: FR_AUTH.userNotFound,
  WRONG_PASSWORD: FR_AUTH.wrongPassword,
  INVALID_EMAIL: FR_AUTH.invalidEmail,
  PASSWORD_REQUIRED: FR_AUTH.passwordRequired,
  PASSWORD_TOO_SHORT: 'Ce mot de passe est trop court.',
  PASSWORD_TOO_LONG: 'Ce mot de passe est trop long.',
  EMAIL_TAKEN: FR_AUTH.emailTaken,
  CROSS_SITE_REQUEST: 'Cette requête provient d’un autre site.',
  RATE_LIMITED: FR_AUTH.tooManyAttempts,
  PAYLOAD_TOO_LARGE: 'Cette requête est trop volumineuse.',
  UNSUPPORTED_MEDIA_TYPE: 'Ce type de contenu n’est pas accepté.',
  INTERNAL: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  SERVICE_UNAVAILABLE: 'La boutique est momentanément indisponible. Veuillez réessayer dans un instant.',
  DATABASE_UNAVAILABLE: 'La boutique est momentanément indisponible. Veuillez réessayer dans un instant.',
  STORAGE_UNAVAILABLE: 'Les images sont momentanément indisponibles. Veuillez réessayer dans un instant.',
  STORAGE_FAILED: 'Le stockage des images refuse les demandes pour le moment. Veuillez réessayer plus tard.',
  DISK_FULL:
    'La boutique ne peut rien enregistrer pour le moment : son disque est plein. Réessayez plus tard, ou appelez la boutique.',
  ALREADY_IN_CART: 'Ce parfum est déjà dans votre panier.',
  CART_ITEM_NOT_FOUND: 'Cet article n’est pas dans votre panier.',
  ORDER_NOT_FOUND: 'Aucune commande ne porte cet identifiant.',
  SIZE_REQUIRED: FR_CART.missingSize,
  IDEMPOTENCY_CONFLICT: 'Cette clé d’idempotence appartient à une autre commande.',
  TOO_MANY_ORDERS:
    'Beaucoup de commandes sont parties d’ici dans l’heure. Réessayez un peu plus tard, ou appelez la boutique.',
  STATUS_CHANGE_REFUSED: 'Cette commande a été modifiée entre-temps ; rechargez-la.',
  UNDO_REFUSED: 'Il est trop tard pour annuler ce changement : changez le statut à nouveau.',
  DEVICE_NOT_FOUND: 'Cet appareil ne reçoit pas d’alertes.',
  BRAND_REQUIRED: FR_ADMIN.selectBrand,
  BRAND_UNKNOWN: FR_ADMIN.invalidBrand,
  IMAGE_TOO_LARGE: FR_ADMIN.imageTooLarge,
  IMAGE_REQUIRED: FR_ADMIN.imageRequired,
  IMAGE_TOO_MANY_PIXELS: 'Cette image compte trop de pixels.',
  BACKGROUND_REMOVAL_FAILED: FR_ADMIN.backgroundRemovalFailedDefault,
  BRAND_NOT_FOUND: 'Aucune marque n’a cet identifiant.',
  BRAND_NAME_TAKEN: 'Une marque porte déjà ce nom.',
  BRAND_IN_USE: 'Des parfums utilisent cette marque : changez-les de marque ou supprimez-les d’abord.',
  // Written when shown: the number's formatter loads the language's data (formats.ts).
  get PHOTO_LIMIT_REACHED() {
    return FR_PHOTOS.admin.limitReached(PRODUCT_PHOTOS_MAX);
  },
  PHOTO_NOT_FOUND: 'Cette photo n’est pas une photo de ce parfum.',
  PHOTO_ORDER_INVALID: 'Les photos envoyées ne sont pas exactement celles de ce parfum. Rechargez la page.',
  PHOTO_LAST: 'Un parfum garde au moins une photo : ajoutez-en une autre avant de supprimer celle-ci.',
  LAST_ADMIN: FR_ADMIN_SETTINGS.team.lastAdmin,
  CANNOT_DEMOTE_SELF: FR_ADMIN_SETTINGS.team.notSelf,
  SIZE_UNAVAILABLE: 'Ce format n’est plus vendu.',
  SIZE_COUNTED: 'Ce format est compté : modifiez plutôt son nombre de flacons.',
  DISCOUNT_CODE_REFUSED: 'Ce code promo ne s’applique pas à cette commande.',
  DISCOUNT_CODE_TAKEN: 'Un autre code s’écrit déjà ainsi.',
  DISCOUNT_CODE_NOT_FOUND: 'Ce code promo n’existe pas.',
  DISCOUNT_CODE_USED:
    'Ce code a déjà servi : son orthographe ne change plus. Ajoutez plutôt un nouveau code.',
  HTTP_ERROR: FR_COMMON.genericError,
};

/** The refusals that name their particulars: the product and its size, a password's limits. */
export const FR_REFUSALS: Catalogue['fn']['refusals'] = {
  sizeSoldOut: (product, size) => `${product} ${size} est épuisé.`,
  sizeNotSold: (product, size) => `${product} ${size} n’est plus vendu.`,
  passwordTooShort: (min) => `Le mot de passe doit compter au moins ${min} caractères.`,
  passwordTooLong: (max) => `Le mot de passe doit compter au plus ${max} caractères.`,
};
