import type { Catalogue } from './catalogue.ts';

/** Arabic: the collection, brands, the product page and the shop's own pages. */

export const AR_EXPLORE: Catalogue['explore'] = {
  title: 'ماركات العطور لدينا',
  exploreAll: 'استكشف الكل',
  subtitle: 'من دُور العود في الجزيرة العربية إلى مشاغل باريس: اختر ماركة لتكتشف عطورها.',
  searchLabel: 'البحث عن ماركة',
  searchPlaceholder: 'ابحث عن ماركة...',
  noBrands: 'لا توجد ماركة تطابق بحثك.',
};

export const AR_PERFUMES: Catalogue['perfumes'] = {
  title: 'عطورنا',
  loading: 'جارٍ تحميل العطور...',
  empty: 'لم نجد أي عطر.',
  gender: 'الفئة',
  subtitle: 'عطور عربية وعود وعطور زيتية وعطور عالمية، بعبوات 100 مل و50 مل.',
  filtersTitle: 'فلترة العطور',
  name: 'الاسم',
  namePlaceholder: 'ابحث بالاسم',
  description: 'الوصف',
  descriptionPlaceholder: 'ابحث في الأوصاف',
  brand: 'الماركة',
  brandPlaceholder: 'كل الماركات',
  noBrandOptions: 'لا توجد ماركة بهذا الاسم',
  style: 'النوع',
  allGenders: 'الكل',
  allStyles: 'كل الأنواع',
  genders: { men: 'رجالي', women: 'نسائي', unisex: 'للجنسين' },
  clearFilters: 'مسح الفلاتر',
  applyFilters: 'تطبيق الفلاتر',
};

export const AR_SHOP_INFO: Catalogue['shopInfo'] = {
  visitTitle: 'زوروا محلّنا',
  visitText: 'تعالوا وجرّبوا العطر قبل أن تختاروا: فريقنا يساعدكم لتجدوا العطر الذي يشبهكم.',
  location: 'العنوان',
  phone: 'الهاتف',
  hours: 'ساعات العمل',
  mapTitle: 'خريطة موقع محلّنا في السعديات، لبنان',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  country: 'لبنان',
  shopAddress: { street: 'الطريق العام', town: 'السعديات', region: 'جبل لبنان' },
};

export const AR_ABOUT: Catalogue['about'] = {
  subtitle: 'دار عطور عائلية على ساحل جبل لبنان.',
  storyTitle: 'حكايتنا',
  story: [
    'بدأت عطور السعديات ركنًا صغيرًا للعود والعطور الزيتية على الطريق العام في السعديات، كان الجيران يتوقّفون عنده في طريقهم إلى البحر ليجرّبوا خلطة جديدة.',
    'ومع السنين صار الركن محلًّا، وصار المحل ملتقى لمحبّي العطور: الدُّور العربية إلى جانب أشهر الماركات العالمية، والزيوت النادرة إلى جانب عطور كل يوم.',
    'واليوم نوصل طلباتكم إلى كل لبنان، لكن كل طلب ما زال يُحضَّر بالأيدي نفسها، وبالعناية نفسها، في السعديات.',
  ],
  missionTitle: 'رسالتنا',
  mission:
    'أن نحمل أجود العطور العربية والعود والعطور الزيتية، وعطور الماركات العالمية التي يحلم بها الجميع، إلى كل بيت في لبنان، بأسعار عادلة ونصيحة يُوثق بها.',
  valuesTitle: 'قيمنا',
  values: [
    {
      title: 'الأصالة',
      text: 'زجاجات أصلية وزيوت نقية فقط، من دُور نعرفها ونثق بها.',
    },
    {
      title: 'الضيافة',
      text: 'كل زائر عندنا ضيف: خذوا وقتكم، جرّبوا واسألوا، واخرجوا بعطر تحبّونه.',
    },
    {
      title: 'الحِرفة',
      text: 'نحترم فنّ صناعة العطور، من عود الجزيرة العربية المعتّق إلى مشاغل أوروبا الحديثة.',
    },
  ],
};

export const AR_LOCATION: Catalogue['location'] = {
  title: 'موقعنا',
  subtitle: 'تجدون محلّنا على الطريق العام في السعديات، على بُعد دقائق جنوب الدامور.',
};

export const AR_CONTACT: Catalogue['contact'] = {
  subtitle: 'لديكم سؤال عن عطر أو عن طلب؟ نجيبكم عبر واتساب وعلى الهاتف.',
  whatsappTitle: 'راسلونا على واتساب',
  whatsappText: 'اسألونا عن أي عطر أو أرسلوا لنا طلبكم، ونردّ عليكم بسرعة.',
  callTitle: 'اتصلوا بنا',
  callText: 'تحدّثوا إلينا خلال ساعات العمل.',
};

export const AR_PRODUCT_PAGE: Catalogue['productPage'] = {
  notAvailableTitle: 'هذا العطر لم يعد متوفّرًا',
  notAvailableText: 'ربما نفدت كميّته أو تغيّر اسمه. عطورنا الأخرى بانتظارك.',
  backToCollection: 'تصفّح التشكيلة',
  loading: 'جارٍ تحميل العطر...',
  breadcrumb: 'مسار التنقّل',
  home: 'الرئيسية',
  perfumes: 'العطور',
  brand: 'الماركة',
  category: 'الفئة',
  style: 'النوع',
  zoomImage: 'تكبير الصورة',
  closeZoom: 'إغلاق الصورة المكبّرة',
  zoomDialog: (name) => `صورة ${name}`,
  sizesTitle: 'اختر الأحجام والكميات',
  sizeLabel: (size) => `${size} مل`,
  decrease: (size) => `زجاجة واحدة أقل من حجم ${size} مل`,
  increase: (size) => `زجاجة واحدة إضافية من حجم ${size} مل`,
  quantity: (size) => `الكمية من حجم ${size} مل`,
  total: 'المجموع',
  chooseSize: 'اختر حجمًا واحدًا على الأقل لتضيف هذا العطر إلى سلتك.',
  addToCart: 'أضف إلى السلة',
  moreFrom: (brand) => `المزيد من ${brand}`,
  share: 'مشاركة',
  shareOnWhatsApp: 'مشاركة عبر واتساب',
  copyLink: 'نسخ الرابط',
  linkCopied: 'تم نسخ الرابط!',
  copyFailed: 'تعذّر نسخ الرابط.',
  shareText: (name, brand) => `${name} من ${brand}`,
  viewPerfume: (name) => `عرض ${name}`,
};

export const AR_FRAGRANCE: Catalogue['fragrance'] = {
  detailsTitle: 'تفاصيل العطر',
  concentration: 'التركيز',
  scentFamilies: 'العائلة العطرية',
  topNotes: 'نفحات المقدّمة',
  heartNotes: 'نفحات القلب',
  baseNotes: 'نفحات القاعدة',
  inspiredBy: 'مستوحى من',
  concentrations: {
    edp: 'أو دو بارفان',
    edt: 'أو دو تواليت',
    parfum: 'بارفان',
    oil: 'عطر زيتي',
  },
  families: {
    oud: 'عود',
    musk: 'مسك',
    amber: 'عنبر',
    floral: 'زهري',
    woody: 'خشبي',
    fresh: 'منعش',
    sweet: 'حلو',
    spicy: 'حارّ',
  },
  anyConcentration: 'كل التركيزات',
  noConcentration: 'غير محدّد',
  anyFamily: 'كل العائلات العطرية',
  notesHint: 'افصل بين النفحات بفواصل، مثل: برغموت، زعفران، ورد',
  inspiredByHint: 'العطر الذي يشبهه هذا العطر، بالاسم الذي يطلبه به الزبائن',
  invalidConcentration: 'اختر تركيزًا من القائمة.',
  invalidFamily: 'اختر العائلات العطرية من القائمة.',
  tooManyNotes: 'أدخل 12 نفحة على الأكثر.',
  noteTooLong: 'يجب ألّا تتجاوز كل نفحة 40 حرفًا.',
  inspiredByTooLong: 'يجب ألّا يتجاوز حقل «مستوحى من» 120 حرفًا.',
};

export const AR_SEARCH: Catalogue['search'] = {
  filterLabel: 'بحث',
  filterPlaceholder: 'الاسم أو الماركة أو النفحة أو العطر الأصلي',
};

export const AR_LINK_PREVIEW: Catalogue['linkPreview'] = {
  title: 'معاينة الرابط',
  smallImage: (width, height) =>
    `مقاس هذه الصورة ${width}x${height} بكسل، لذا تظهر ضبابية في المحادثات. ارفع صورة لا يقلّ ضلعها الأقصر عن 600 بكسل.`,
};
