import type { DemoTranslation } from './demo-catalogue.ts';

/**
 * The featured demo perfumes in Arabic and French (docs/decisions/177): the Arabic houses' names as
 * they write them in Arabic, the descriptions in the shop's own words in each language.
 */
export const FEATURED_TRANSLATIONS: Record<string, DemoTranslation> = {
  'Sauvage Eau de Parfum': {
    descriptionAr:
      'برغموت كالابريا على أثر دافئ من الأمبروكسان والفانيليا: عطر مشرق وواثق يرافقك من اجتماع الصباح حتى عشاء متأخر على البحر.',
    descriptionFr:
      'La bergamote de Calabre sur un sillage chaud d’ambroxan et de vanille\u00a0: un parfum lumineux et sûr de lui, du rendez-vous du matin au dîner tardif au bord de la mer.',
  },
  'Coco Mademoiselle': {
    descriptionAr: 'برتقال وورد تركي يلفّهما الباتشولي والمسك الأبيض. أنيق ومفعم بالحيوية ولا يشبه غيره.',
    descriptionFr:
      'L’orange et la rose turque enveloppées de patchouli et de musc blanc. Élégant, vif et reconnaissable entre tous.',
  },
  'Oud Wood': {
    descriptionAr:
      'خشب عود نادر يليّنه الصندل وخشب الورد والهال، مع لمسة مدخّنة من الفيتيفر وحبوب التونكا تبقى قريبة من البشرة لساعات.',
    descriptionFr:
      'Un oud rare adouci par le santal, le bois de rose et la cardamome, avec une touche fumée de vétiver et de fève tonka qui reste près de la peau pendant des heures.',
  },
  Aventus: {
    descriptionAr:
      'أناناس وكشمش أسود وبتولا على طحلب البلوط والعنبر الرمادي: البصمة الفاكهية المدخّنة الشهيرة لكلاسيكي عصري.',
    descriptionFr:
      'Ananas, cassis et bouleau sur mousse de chêne et ambre gris\u00a0: la célèbre signature fruitée et fumée d’un classique moderne.',
  },
  'Interlude Man': {
    descriptionAr: 'لبان وزعتر بري وجلد في مزيج راتنجي كثيف من عُمان. جريء ويدعو إلى التأمّل.',
    descriptionFr:
      'Encens, origan et cuir dans un mélange dense et résineux venu d’Oman. Audacieux et méditatif.',
  },
  Naxos: {
    descriptionAr: 'عسل صقلّي ولافندر وورق التبغ تكمّلها الفانيليا والتونكا: تحية دافئة وذهبية إلى المتوسط.',
    descriptionFr:
      'Miel de Sicile, lavande et feuille de tabac arrondis de vanille et de tonka\u00a0: un hommage chaud et doré à la Méditerranée.',
  },
  Khamrah: {
    nameAr: 'خمرة',
    descriptionAr: 'قرفة وتمر وبرالين على خشب العنبر والجاوي. عطر سهرة حلو يفوح بسخاء، وبسعر لطيف.',
    descriptionFr:
      'Cannelle, dattes et praliné sur bois ambré et benjoin. Un gourmand du soir qui se fait remarquer, à prix doux.',
  },
  Asad: {
    nameAr: 'أسد',
    descriptionAr: 'فلفل أسود وأناناس وتبغ على قاعدة عنبر جافة. قوي ويدوم طويلاً.',
    descriptionFr: 'Poivre noir, ananas et tabac sur un fond d’ambre sec. Puissant et très tenace.',
  },
  'Hawas for Him': {
    nameAr: 'هوس للرجال',
    descriptionAr:
      'تفاح وبرغموت وقرفة مع قلب مائي من الخوخ وزهر البرتقال، ينتهي بالعنبر الرمادي والمسك: صُنع لصيف لبنان الحار.',
    descriptionFr:
      'Pomme, bergamote et cannelle avec un cœur aquatique de prune et de fleur d’oranger, sur un fond d’ambre gris et de musc\u00a0: fait pour les étés brûlants du Liban.',
  },
  'Amber Wood': {
    descriptionAr: 'عنبر وسُعد وجلد تدفئها الفانيليا الحلوة. ناعم وراقٍ.',
    descriptionFr: 'Ambre, cypriol et cuir réchauffés d’une vanille douce. Velouté et raffiné.',
  },
  Kalemat: {
    nameAr: 'كلمات',
    descriptionAr: 'توت أزرق وإجاص على قلب ناعم من العود والعنبر والعسل. عطر عربي عصري يأسرك من أول رشّة.',
    descriptionFr:
      'Myrtille et poire sur un cœur tendre d’oud, d’ambre et de miel. Un parfum arabe moderne qui séduit dès la première vaporisation.',
  },
  'Shaghaf Oud': {
    nameAr: 'شغف عود',
    descriptionAr: 'زعفران وورد يذوبان في البرالين والفانيليا ونفحة عود عميقة. غني وحلو، صُنع ليلفت الأنظار.',
    descriptionFr:
      'Le safran et la rose se fondent dans le praliné, la vanille et un accord oud profond. Riche, sucré et fait pour ne pas passer inaperçu.',
  },
  'Amber Oud Gold Edition': {
    nameAr: 'عنبر عود، الإصدار الذهبي',
    descriptionAr:
      'مزيج مشرق من البرغموت والنفحات الخضراء والعنبر الحلو على المسك والأخشاب، بأثر يبقى طويلاً بعد أن تغادر المكان.',
    descriptionFr:
      'Un mélange radieux de bergamote, de notes vertes et d’ambre sucré sur musc et bois, avec un sillage qui reste longtemps après votre départ.',
  },
  'Club de Nuit Intense Man': {
    descriptionAr: 'ليمون وأناناس وكشمش أسود على البتولا والعنبر الرمادي. مدخّن ومنعش وجريء.',
    descriptionFr: 'Citron, ananas et cassis sur bouleau et ambre gris. Fumé, frais et audacieux.',
  },
  '9PM': {
    descriptionAr: 'تفاح وقرفة ولافندر على الفانيليا والعنبر والباتشولي: عطر سهرة حلو تحبّه من أول مرة.',
    descriptionFr:
      'Pomme, cannelle et lavande sur vanille, ambre et patchouli\u00a0: un parfum de sortie sucré qu’on adopte tout de suite.',
  },
  Libre: {
    descriptionAr: 'لافندر فرنسي وزهر برتقال مغربي توازنهما الفانيليا والمسك: عطر زهري رقيق وحرّ في آن.',
    descriptionFr:
      'Lavande française et fleur d’oranger du Maroc équilibrées par la vanille et le musc\u00a0: un floral à la fois tendre et libre.',
  },
  Sì: {
    descriptionAr: 'رحيق الكشمش الأسود وورد أيار والأخشاب الفاتحة. رقيق وعصري.',
    descriptionFr: 'Nectar de cassis, rose de mai et bois blonds. Gracieux et moderne.',
  },
  'Good Girl': {
    descriptionAr:
      'توبيروز وياسمين سمباك على حبوب التونكا المحمّصة والكاكاو، في مزيج يلاعب النور والعتمة بغمزة.',
    descriptionFr:
      'Tubéreuse et jasmin sambac sur fève tonka torréfiée et cacao, un mélange qui joue l’ombre et la lumière avec un clin d’œil.',
  },
  'La Vie Est Belle': {
    descriptionAr: 'سوسن وباتشولي وبرالين مع لمسة إجاص: عطر حلو مبهج صار توقيعاً لكثيرات.',
    descriptionFr:
      'Iris, patchouli et praliné avec une pointe de poire\u00a0: un gourmand joyeux, devenu la signature de beaucoup de femmes.',
  },
  'Baccarat Rouge 540': {
    descriptionAr: 'ياسمين وزعفران يرفعهما العنبر الرمادي والأرز: عنبر خفيف ومضيء يترك أثراً يسأل عنه الجميع.',
    descriptionFr:
      'Jasmin et safran portés par l’ambre gris et le cèdre\u00a0: un ambre aérien et lumineux dont on vous demandera le nom.',
  },
  Delina: {
    descriptionAr: 'ورد تركي وليتشي مع الراوند والفانيليا. رومانسي ومنعش.',
    descriptionFr: 'Rose turque et litchi avec rhubarbe et vanille. Romantique et frais.',
  },
  'Safari Attar': {
    nameAr: 'سفاري',
    descriptionAr:
      'عطر زيتي مركّز خالٍ من الكحول من العود والمسك والورد، يوضع قطرة قطرة على الطريقة العربية: لمسة واحدة تدوم طوال اليوم.',
    descriptionFr:
      'Une huile concentrée sans alcool d’oud, de musc et de rose, qui se pose goutte à goutte selon la tradition arabe\u00a0: une touche tient toute la journée.',
  },
  'Mukhallat Attar': {
    nameAr: 'مخلّط',
    descriptionAr: 'صندل وزعفران وورد طائفي في عطر زيتي ناعم. دافئ وحميم.',
    descriptionFr:
      'Santal, safran et rose de Taïf mariés dans une huile parfumée tout en douceur. Chaleureux et intime.',
  },
  Yara: {
    nameAr: 'يارا',
    descriptionAr:
      'أوركيد وهليوتروب ويوسفي على قاعدة كريمية حلوة من الفانيليا والمسك: ناعم وحلو ومحبوب في كل المنطقة.',
    descriptionFr:
      'Orchidée, héliotrope et mandarine sur un fond gourmand et crémeux de vanille et de musc\u00a0: doux, sucré et adoré dans toute la région.',
  },
  'La Yuqawam Pour Femme': {
    nameAr: 'لا يقاوم للنساء',
    descriptionAr: 'ورد وتوت العليق وزعفران على قاعدة من الجلد والباتشولي. فاخر ولا يُقاوَم، كما يعد اسمه.',
    descriptionFr:
      'Rose, framboise et safran sur un fond de cuir et de patchouli. Luxueux et irrésistible, comme son nom le promet.',
  },
  'Dahn Al Oudh Al Moattaq': {
    nameAr: 'دهن العود المعتّق',
    descriptionAr: 'دهن عود آسامي معتّق، عميق وحيواني الطابع، لمن يعرف العود الأصيل ويعشقه.',
    descriptionFr:
      'Huile de oud assamais vieillie, profonde et animale, pour les connaisseurs qui aiment le vrai oud.',
  },
};
