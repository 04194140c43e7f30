import type { BrandsAdminTexts } from './types/brands-admin.ts';

/** Arabic counts: one, two, a few (3 to 10), many. */
function perfumes(count: number): string {
  if (count === 1) return 'عطر واحد';
  if (count === 2) return 'عطران';
  if (count >= 3 && count <= 10) return `${count} عطور`;
  return `${count} عطرًا`;
}

/** Arabic: the owner's brand list. */
export const AR_BRANDS_ADMIN: BrandsAdminTexts = {
  title: 'الماركات',
  nav: 'الماركات',
  intro: 'الماركات التي تنتمي إليها عطورك. الماركة الجديدة تظهر فورًا في المتجر وفي الفلاتر ودليل الماركات.',
  addTitle: 'إضافة ماركة',
  editTitle: (name) => `تعديل ${name}`,
  name: 'الاسم',
  nameHint: 'كما تكتبه الدار. الاسم بأحرف كبيرة أو صغيرة، بعلامات أو بدونها، هو الماركة نفسها.',
  nameAr: 'الاسم بالعربية',
  nameFr: 'الاسم بالفرنسية',
  translationHint: 'اختياري: تعرضه الصفحات العربية والفرنسية بدل الاسم.',
  logo: 'الشعار',
  logoHint: 'JPEG أو PNG أو WebP، حتى 2 ميغابايت. من دونه يرسم المتجر الاسم.',
  removeLogo: 'إزالة الشعار',
  add: 'أضف الماركة',
  save: 'احفظ الماركة',
  cancel: 'إلغاء',
  edit: 'تعديل',
  remove: 'حذف',
  editLabel: (name) => `تعديل ${name}`,
  removeLabel: (name) => `حذف ${name}`,
  search: 'ابحث عن ماركة...',
  empty: 'لا ماركات بعد. أضف أول ماركة في الأعلى.',
  noMatch: 'لا ماركة تطابق هذا البحث.',
  perfumeCount: (count) => (count === 0 ? 'لا عطور' : perfumes(count)),
  noLogo: 'بلا شعار',
  confirmTitle: 'حذف هذه الماركة؟',
  confirmText: (name) => `لن تعود ${name} متاحة للعطور الجديدة.`,
  added: (name) => `تمّت إضافة ${name}.`,
  saved: (name) => `تمّ حفظ ${name}.`,
  removed: (name) => `تمّ حذف ${name}.`,
  nameRequired: 'الرجاء كتابة اسم الماركة.',
  nameTooLong: (max) => `اسم الماركة ${max} حرفًا على الأكثر.`,
  translationTooLong: (max) => `الاسم المترجم ${max} حرفًا على الأكثر.`,
  nameTaken: (name) => `توجد ماركة باسم "${name}".`,
  inUse: (count) =>
    `${count === 1 ? 'عطر واحد يستعمل' : `${perfumes(count)} تستعمل`} هذه الماركة: انقلها إلى ماركة أخرى أو احذفها أولًا.`,
};
