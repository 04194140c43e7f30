import type { DemoTranslation } from './demo-catalogue.ts';

/**
 * The niche and Arabic houses' demo perfumes in Arabic and French (docs/decisions/177): an Arabic
 * name where the house writes one, the descriptions in the shop's own words in each language.
 */
export const HOUSE_TRANSLATIONS: Record<string, DemoTranslation> = {
  'Gypsy Water': {
    descriptionAr: 'العرعر وإبر الصنوبر والفانيليا: أثر خشبي يذكّر بنار المخيّم وغابات الصنوبر.',
    descriptionFr:
      'Genièvre, aiguilles de pin et vanille\u00a0: un sillage boisé de feux de camp et de forêts.',
  },
  'Santal 33': {
    descriptionAr: 'خشب الصندل والهال والجلد: الخشب المدخّن الذي صار أيقونة.',
    descriptionFr: 'Santal, cardamome et cuir\u00a0: le bois fumé devenu une icône.',
  },
  'Oud for Greatness': {
    descriptionAr: 'زعفران وجوزة الطيب وعود مع الباتشولي والمسك: عطر قوي ومشعّ.',
    descriptionFr: 'Safran, muscade et oud avec patchouli et musc\u00a0: puissant et rayonnant.',
  },
  "Angels' Share": {
    descriptionAr: 'كونياك وقرفة وبرالين: متعة دافئة ولذيذة لأمسيات الشتاء الباردة.',
    descriptionFr:
      'Cognac, cannelle et praliné\u00a0: une gourmandise chaude et liquoreuse pour les soirées fraîches.',
  },
  'Elysium Pour Homme': {
    descriptionAr: 'ليمون وفيتيفر وعنبر رمادي: حمضيات مضيئة على قاعدة عميقة وغنية.',
    descriptionFr: 'Citron, vétiver et ambre gris\u00a0: des agrumes lumineux sur un fond profond et riche.',
  },
  Hacivat: {
    descriptionAr: 'أناناس وليمون هندي وطحلب البلوط: فاكهي وخشبي ومشرق، من إسطنبول.',
    descriptionFr:
      'Ananas, pamplemousse et mousse de chêne\u00a0: fruité, boisé et lumineux, venu d’Istanbul.',
  },
  'Black Aoud': {
    descriptionAr: 'ورد وعود على الباتشولي والمسك: مزيج داكن وكثيف يجمع باريس والشرق.',
    descriptionFr:
      'Rose et oud sur patchouli et musc\u00a0: un mélange sombre et dense entre Paris et l’Orient.',
  },
  'Cedrat Boisé': {
    descriptionAr: 'ليمون صقلّي وكشمش أسود وأرز: منعش وفاكهي ويدوم طويلاً.',
    descriptionFr: 'Citron de Sicile, cassis et cèdre\u00a0: frais, fruité et très tenace.',
  },
  Kirkè: {
    descriptionAr: 'فاكهة الباشن والدرّاق والمسك: عطر مليء بالعصارة والفرح، يفوح إلى البعيد.',
    descriptionFr: 'Fruit de la passion, pêche et musc\u00a0: un parfum juteux, joyeux et qui porte loin.',
  },
  'African Leather': {
    descriptionAr: 'زعفران وهال وجلد: هواء السافانا الأفريقية الدافئ والجاف.',
    descriptionFr: 'Safran, cardamome et cuir\u00a0: l’air chaud et sec d’une savane africaine.',
  },
  'Portrait of a Lady': {
    descriptionAr: 'ورد تركي وباتشولي وبخور: عميق وغني ولا يُنسى.',
    descriptionFr: 'Rose turque, patchouli et encens\u00a0: profond, riche et inoubliable.',
  },
  Halfeti: {
    descriptionAr: 'ورد وزعفران وعود من ضفاف الفرات: عطر متبّل وغامض.',
    descriptionFr: 'Rose, safran et oud des rives de l’Euphrate\u00a0: épicé et mystérieux.',
  },
  Philosykos: {
    descriptionAr: 'ورق التين وخشب التين وجوز الهند: صيف يوناني في ظل شجرة التين.',
    descriptionFr: 'Feuille et bois de figuier, noix de coco\u00a0: un été grec à l’ombre du figuier.',
  },
  Colonia: {
    descriptionAr: 'حمضيات صقلية ولافندر وإكليل الجبل: أناقة إيطالية منذ 1916.',
    descriptionFr: 'Agrumes de Sicile, lavande et romarin\u00a0: l’élégance italienne depuis 1916.',
  },
  'Wood Sage & Sea Salt': {
    descriptionAr: 'حبّ المسك وملح البحر والمريمية: نسيم ساحل صخري، منعش ومعدني.',
    descriptionFr: 'Ambrette, sel marin et sauge\u00a0: le vent sur une côte sauvage, frais et minéral.',
  },
  'Black Oud': {
    descriptionAr: 'خشب العود والزعفران والعنبر في مزيج شرقي غني يدوم طويلاً.',
    descriptionFr: 'Bois d’agar, safran et ambre dans un mélange oriental riche et très tenace.',
  },
  'Hareem Al Sultan': {
    nameAr: 'حريم السلطان',
    descriptionAr: 'عطر زيتي مركّز من الورد والعنبر والمسك: قطرة واحدة تدوم طوال النهار.',
    descriptionFr:
      'Une huile parfumée concentrée de rose, d’ambre et de musc\u00a0: une goutte tient toute la journée.',
  },
  Dirham: {
    nameAr: 'درهم',
    descriptionAr: 'زعفران وورد وأخشاب: عطر شرقي دافئ وسخيّ بسعر في متناول الجميع.',
    descriptionFr: 'Safran, rose et bois\u00a0: un oriental chaleureux et généreux, à petit prix.',
  },
  'Jean Lowe Immortal': {
    descriptionAr: 'ليمون وزنجبيل وباتشولي: منعش وحارّ مع خاتمة خشبية.',
    descriptionFr: 'Citron, gingembre et patchouli\u00a0: frais et épicé, avec un fond boisé.',
  },
  'Liquid Brun': {
    descriptionAr: 'هال وبرالين وفانيليا على قاعدة خشبية: حلو ودافئ وناعم.',
    descriptionFr: 'Cardamome, praliné et vanille sur un fond boisé\u00a0: doux, chaud et velouté.',
  },
  Kaaf: {
    nameAr: 'كاف',
    descriptionAr: 'عود معتّق مع الورد والزعفران: خلطة عربية أصيلة بعمق لافت.',
    descriptionFr: 'Oud vieilli avec rose et safran\u00a0: un mélange arabe classique, tout en profondeur.',
  },
  'Choco Musk': {
    nameAr: 'شوكو مسك',
    descriptionAr: 'شوكولا وفانيليا ومسك أبيض في عطر زيتي حلو وناعم.',
    descriptionFr: 'Chocolat, vanille et musc blanc dans une huile parfumée douce et sucrée.',
  },
  'دهن العود الملكي': {
    nameFr: 'Dehn El Oud Royal',
    descriptionAr: 'دهن عود ملكي من خشب عود معتّق: عميق ومدخّن ونفيس. فخر الماجد للعود.',
    descriptionFr:
      'Huile de oud royale tirée d’un bois d’agar vieilli\u00a0: profonde, fumée et précieuse. La fierté d’Al Majed Oud.',
  },
};
