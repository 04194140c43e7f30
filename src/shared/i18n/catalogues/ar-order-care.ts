import type { Catalogue } from './catalogue.ts';

/** Arabic: alerts on the owner's devices, undo, and replies to customers (docs/decisions/140-142). */
export const AR_DEVICE_ALERTS: Catalogue['deviceAlerts'] = {
  title: 'التنبيهات على هذا الجهاز',
  intro: 'إشعار على هذا الهاتف أو الحاسوب لحظة وصول أي طلب، حتى والمتجر مغلق.',
  turnOn: 'نبّهني على هذا الجهاز',
  turnOff: 'أوقف التنبيهات على هذا الجهاز',
  isOn: 'يتلقّى هذا الجهاز تنبيهًا مع كل طلب جديد.',
  isOff: 'لا يتلقّى هذا الجهاز أي تنبيه.',
  working: 'لحظة من فضلك...',
  unsupported:
    'هذا المتصفّح لا يعرض التنبيهات. على الآيفون، أضف صفحة الإدارة إلى الشاشة الرئيسية أولًا (مشاركة ثم إضافة إلى الشاشة الرئيسية) وافتحها من هناك.',
  needsHttps: 'تحتاج التنبيهات إلى فتح المتجر عبر https.',
  denied: 'الإشعارات محظورة لهذا الموقع. اسمح بها من إعدادات المتصفّح ثم حاول مجددًا.',
  failed: 'تعذّر تشغيل التنبيهات. حاول مجددًا من فضلك.',
  turnedOn: 'التنبيهات مفعّلة: سيظهر الطلب التالي على هذا الجهاز.',
  turnedOff: 'أُوقفت التنبيهات على هذا الجهاز.',
  devices: 'أجهزتك التي تتلقّى التنبيهات',
  thisDevice: 'هذا الجهاز',
  remove: 'إزالة',
  removeLabel: (device) => `أوقف التنبيهات على ${device}`,
  since: (date) => `منذ ${date}`,
  unnamedDevice: 'متصفّح',
  chime: 'شغّل صوتًا قصيرًا مع كل طلب جديد ما دامت صفحة من الإدارة مفتوحة',
  titleCount: (count, title) => `(${count}) ${title}`,
};

export const AR_STATUS_UNDO: Catalogue['statusUndo'] = {
  changedTo: (reference, status) => `الطلب ${reference} أصبح «${status}».`,
  undo: 'تراجع',
  undoLabel: (reference) => `تراجع عن آخر تغيير على الطلب ${reference}`,
  undone: (reference, status) => `عاد الطلب ${reference} إلى «${status}».`,
  cancelQuestion: (reference) => `هل تريد إلغاء الطلب ${reference}؟`,
  history: {
    change: (status, who, time) => `${status}، بواسطة ${who} الساعة ${time}`,
    byCustomer: (status, time) => `${status} الساعة ${time}، أرسله الزبون`,
    undo: (who, time, status) => `تراجع ${who} الساعة ${time}: عاد إلى «${status}»`,
    undoneMark: '(تمّ التراجع عنه)',
  },
  activity: {
    change: (to, from) => `${to} (كان ${from})`,
    undo: (from, to) => `تراجع عن «${from}»: عاد إلى ${to}`,
  },
};

export const AR_CUSTOMER_REPLIES: Catalogue['customerReplies'] = {
  message: 'راسل الزبون',
  messageLabel: (reference) => `راسل زبون الطلب ${reference} على واتساب`,
  title: 'الردود على الزبائن',
  intro:
    'يفتح زر «راسل الزبون» في الطلب واتساب مع نصّ حالته، باللغة التي طلب بها الزبون. يُستبدل {reference} برقم الطلب و{link} برابط تتبّعه.',
  languages: { en: 'الإنجليزية', ar: 'العربية', fr: 'الفرنسية' },
  restore: 'أعد نصّ المتجر',
  save: 'احفظ الردود',
  saved: 'حُفظت الردود.',
  failed: 'تعذّر حفظ الردود. حاول مجددًا من فضلك.',
  loadFailed: 'تعذّر تحميل الردود.',
};

export const AR_PUSH: Catalogue['push'] = {
  title: (reference, total) => `طلب جديد ${reference} · ${total}`,
  line: (quantity, name, size) => `${quantity} × ${name} (${size} مل)`,
  more: (count) => (count === 1 ? 'وعطر آخر' : count === 2 ? 'وعطران آخران' : `و${count} عطور أخرى`),
  appName: (shop) => `${shop} · الإدارة`,
  appDescription: 'طلبات المتجر وعطوره وإعداداته.',
};
