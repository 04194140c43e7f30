import { PRODUCT_PHOTOS_MAX } from '#shared/photo-order.ts';
import { AR_ADMIN } from './ar-admin.ts';
import { AR_COMMON } from './ar-core.ts';
import { AR_PHOTOS } from './ar-photos.ts';
import { AR_ADMIN_SETTINGS } from './ar-settings.ts';
import { AR_AUTH, AR_CART } from './ar-shopping.ts';
import type { Catalogue } from './catalogue.ts';

/**
 * Arabic: one message per error code, reusing the screens' words where English does. "طلب" is the
 * customer's order, so a web request is called what was sent ("البيانات المرسلة", "الإجراء").
 */
export const AR_ERRORS: Catalogue['fn']['errors'] = {
  BAD_REQUEST: 'تعذّرت قراءة البيانات المرسلة.',
  VALIDATION_FAILED: 'بعض المعلومات المرسلة غير صحيحة.',
  NOT_FOUND: 'لم نجد ما تبحث عنه.',
  ROUTE_NOT_FOUND: 'لا يوجد مسار برمجي بهذا العنوان.',
  PRODUCT_NOT_FOUND: 'لا يوجد عطر بهذا المعرّف.',
  MEDIA_NAME_INVALID: 'اسم الملف هذا غير مسموح.',
  MEDIA_NOT_FOUND: 'هذا الملف غير موجود.',
  MEDIA_EXISTS: 'يوجد ملف محفوظ بهذا الاسم.',
  RANGE_NOT_SATISFIABLE: 'هذا الجزء غير موجود في الملف.',
  UNAUTHENTICATED: AR_ADMIN.noUser,
  FORBIDDEN: AR_ADMIN.unauthorized,
  USER_NOT_FOUND: AR_AUTH.userNotFound,
  WRONG_PASSWORD: AR_AUTH.wrongPassword,
  INVALID_EMAIL: AR_AUTH.invalidEmail,
  PASSWORD_REQUIRED: AR_AUTH.passwordRequired,
  PASSWORD_TOO_SHORT: 'كلمة المرور قصيرة جدًا.',
  PASSWORD_TOO_LONG: 'كلمة المرور طويلة جدًا.',
  EMAIL_TAKEN: AR_AUTH.emailTaken,
  CROSS_SITE_REQUEST: 'رُفض هذا الإجراء لأنه صادر عن موقع آخر.',
  RATE_LIMITED: AR_AUTH.tooManyAttempts,
  PAYLOAD_TOO_LARGE: 'حجم البيانات المرسلة كبير جدًا.',
  UNSUPPORTED_MEDIA_TYPE: 'هذا النوع من المحتوى غير مقبول.',
  INTERNAL: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  SERVICE_UNAVAILABLE: 'المتجر غير متاح للحظات. يُرجى المحاولة بعد قليل.',
  DATABASE_UNAVAILABLE: 'المتجر غير متاح للحظات. يُرجى المحاولة بعد قليل.',
  STORAGE_UNAVAILABLE: 'الصور غير متاحة للحظات. يُرجى المحاولة بعد قليل.',
  STORAGE_FAILED: 'مخزن الصور لا يستقبل الطلبات حالياً. يُرجى المحاولة لاحقاً.',
  DISK_FULL: 'لا يستطيع المتجر حفظ أي شيء الآن لأن مساحة التخزين ممتلئة. حاول مجددًا لاحقًا، أو اتصل بالمحل.',
  ALREADY_IN_CART: 'هذا العطر موجود في سلتك.',
  CART_ITEM_NOT_FOUND: 'هذا العطر غير موجود في سلتك.',
  ORDER_NOT_FOUND: 'لا يوجد طلب بهذا المعرّف.',
  SIZE_REQUIRED: AR_CART.missingSize,
  IDEMPOTENCY_CONFLICT: 'مفتاح منع التكرار هذا يخصّ طلبًا آخر.',
  TOO_MANY_ORDERS: 'وصلنا طلبات كثيرة من هنا خلال الساعة الأخيرة. حاول مجددًا بعد قليل، أو اتصل بالمحل.',
  STATUS_CHANGE_REFUSED: 'تغيّر هذا الطلب في هذه الأثناء. أعد تحميله.',
  UNDO_REFUSED: 'لم يعد بالإمكان التراجع عن هذا التغيير. غيّر الحالة مجددًا بدلًا من ذلك.',
  DEVICE_NOT_FOUND: 'هذا الجهاز لا يتلقّى التنبيهات.',
  BRAND_REQUIRED: AR_ADMIN.selectBrand,
  BRAND_UNKNOWN: AR_ADMIN.invalidBrand,
  IMAGE_TOO_LARGE: AR_ADMIN.imageTooLarge,
  IMAGE_REQUIRED: AR_ADMIN.imageRequired,
  IMAGE_TOO_MANY_PIXELS: 'عدد بكسلات هذه الصورة كبير جدًا.',
  BACKGROUND_REMOVAL_FAILED: AR_ADMIN.backgroundRemovalFailedDefault,
  BRAND_NOT_FOUND: 'لا ماركة بهذا المعرّف.',
  BRAND_NAME_TAKEN: 'توجد ماركة بهذا الاسم.',
  BRAND_IN_USE: 'عطور تستعمل هذه الماركة: انقلها إلى ماركة أخرى أو احذفها أولًا.',
  // Written when shown: the number's formatter loads the language's data (formats.ts).
  get PHOTO_LIMIT_REACHED() {
    return AR_PHOTOS.admin.limitReached(PRODUCT_PHOTOS_MAX);
  },
  PHOTO_NOT_FOUND: 'هذه الصورة ليست من صور هذا العطر.',
  PHOTO_ORDER_INVALID: 'الصور المُرسَلة ليست صور هذا العطر تمامًا. أعد تحميل الصفحة.',
  PHOTO_LAST: 'لازم يبقى للعطر صورة واحدة على الأقل: أضف صورة أخرى قبل حذف هذه.',
  LAST_ADMIN: AR_ADMIN_SETTINGS.team.lastAdmin,
  CANNOT_DEMOTE_SELF: AR_ADMIN_SETTINGS.team.notSelf,
  SIZE_UNAVAILABLE: 'هذا الحجم لم يعد متوفّرًا للبيع.',
  SIZE_COUNTED: 'هذا الحجم مخزونه معدود: عدّل عدد القناني بدلًا من ذلك.',
  DISCOUNT_CODE_REFUSED: 'كود الخصم هذا لا ينطبق على هذا الطلب.',
  DISCOUNT_CODE_TAKEN: 'يوجد كود آخر مكتوب بالطريقة نفسها.',
  DISCOUNT_CODE_NOT_FOUND: 'لا يوجد كود خصم بهذا الاسم.',
  DISCOUNT_CODE_USED: 'هذا الكود استُعمل من قبل، فلا يمكن تغيير كتابته. أضف كودًا جديدًا بدلًا منه.',
  HTTP_ERROR: AR_COMMON.genericError,
};

/** The refusals that name their particulars: the product and its size, a password's limits. */
export const AR_REFUSALS: Catalogue['fn']['refusals'] = {
  sizeSoldOut: (product, size) => `نفدت كمية ${product} ${size}.`,
  sizeNotSold: (product, size) => `${product} ${size} لم يعد متوفّرًا للبيع.`,
  passwordTooShort: (min) => `يجب ألّا تقلّ كلمة المرور عن ${min} أحرف.`,
  passwordTooLong: (max) => `يجب ألّا تزيد كلمة المرور عن ${max} حرفًا.`,
};
