import type { Catalogue } from './catalogue.ts';
import { formatNumber, plural } from './formats.ts';

const n = (value: number) => formatNumber('ar', value);

/** صور العطر بالعربية: مدير الصور عند صاحب المحل ومعرض الصور في صفحة العطر. */
export const AR_PHOTOS: Catalogue['photos'] = {
  admin: {
    title: 'الصور',
    hint: (max) =>
      `حتى ${n(max)} صور: القنينة والعلبة والغطاء. الصورة الأولى هي الصورة الرئيسية: تظهر أولًا على البطاقات وفي الروابط المُرسَلة وفي صفحة العطر.`,
    saveFirst: 'أضف العطر أولًا، وبعدها فيك تزيد صورًا من هنا.',
    chooseFiles: 'أضف صورًا',
    adding: 'عم نضيف الصور…',
    working: 'عم نحفظ…',
    left: (count) =>
      plural('ar', count, {
        one: 'فيك تضيف صورة واحدة بعد.',
        two: 'فيك تضيف صورتين بعد.',
        few: 'فيك تضيف # صور بعد.',
        many: 'فيك تضيف # صورة بعد.',
        other: 'فيك تضيف # صورة بعد.',
      }),
    limitReached: (max) => `لهذا العطر ${n(max)} صور، وهو الحد الأقصى. احذف صورة لتضيف غيرها.`,
    position: (index, total) => `الصورة ${n(index)} من ${n(total)}`,
    main: 'الصورة الرئيسية',
    makeMain: 'اجعلها الرئيسية',
    makeMainLabel: (index) => `اجعل الصورة ${n(index)} الصورة الرئيسية`,
    moveEarlier: 'قبل',
    moveEarlierLabel: (index) => `انقل الصورة ${n(index)} إلى الأمام`,
    moveLater: 'بعد',
    moveLaterLabel: (index) => `انقل الصورة ${n(index)} إلى الخلف`,
    removeBackground: 'إزالة الخلفية',
    removeBackgroundLabel: (index) => `أزل خلفية الصورة ${n(index)}`,
    remove: 'حذف',
    removeLabel: (index) => `احذف الصورة ${n(index)}`,
    confirmRemove: (index) => `حذف الصورة ${n(index)}؟ تُحذف ملفاتها نهائيًا.`,
    added: (count) =>
      plural('ar', count, {
        one: 'أُضيفت الصورة.',
        two: 'أُضيفت صورتان.',
        few: 'أُضيفت # صور.',
        many: 'أُضيفت # صورة.',
        other: 'أُضيفت # صورة.',
      }),
    removed: 'حُذفت الصورة.',
    moved: (index, total) => `نُقلت: هي الآن الصورة ${n(index)} من ${n(total)}.`,
    mainChosen: 'تم اختيار الصورة الرئيسية.',
    backgroundRemoved: 'أُزيلت الخلفية وحُفظت الصورة.',
    alt: (name, index, total) => `${name}، الصورة ${n(index)} من ${n(total)}`,
  },
  gallery: {
    label: (name) => `صور ${name}`,
    thumbnails: 'اختر صورة',
    show: (index, total) => `الصورة ${n(index)} من ${n(total)}`,
    alt: (name, index, total) => `${name}، الصورة ${n(index)} من ${n(total)}`,
  },
};
