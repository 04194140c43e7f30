import type { DemoTranslation } from './demo-catalogue.ts';

/**
 * The designer houses' demo perfumes in Arabic and French (docs/decisions/177): the names stay as
 * the houses write them, the descriptions are the shop's own words in each language.
 */
export const DESIGNER_TRANSLATIONS: Record<string, DemoTranslation> = {
  Bloom: {
    descriptionAr: 'التوبيروز والياسمين في أوج تفتّحهما، كأنكِ تتنزّهين في حديقة غنّاء.',
    descriptionFr:
      'La tubéreuse et le jasmin en pleine floraison, comme une promenade dans un jardin luxuriant.',
  },
  Eros: {
    descriptionAr: 'نعناع وتفاح أخضر وحبوب التونكا: انتعاش جريء بلمسة حلوة لليالي الصيف الدافئة.',
    descriptionFr:
      'Menthe, pomme verte et fève tonka\u00a0: une fraîcheur audacieuse et sucrée pour les soirées chaudes.',
  },
  'Luna Rossa Carbon': {
    descriptionAr: 'البرغموت واللافندر على أثر معدني من الباتشولي والأمبروكسان، أنيق وعصري.',
    descriptionFr: 'Bergamote et lavande sur un sillage minéral et métallique de patchouli et d’ambroxan.',
  },
  'Light Blue': {
    descriptionAr: 'ليمون صقلّي وتفاح وخشب الأرز: زرقة البحر في ظهيرة صيفية.',
    descriptionFr: 'Citron de Sicile, pomme et cèdre\u00a0: le bleu de la mer un après-midi d’été.',
  },
  'Gentleman Eau de Parfum Boisée': {
    descriptionAr: 'السوسن والكاكاو والفيتيفر في عطر خشبي دافئ وراقٍ بلمسة بودرية خفيفة.',
    descriptionFr: 'Iris, cacao et vétiver dans un boisé chaleureux, raffiné et légèrement poudré.',
  },
  "Terre d'Hermès": {
    descriptionAr: 'برتقال وحجر الصوّان والفيتيفر: عطر ترابي معدني يحكي عن الأرض والسماء.',
    descriptionFr:
      'Orange, silex et vétiver\u00a0: un parfum terreux et minéral qui parle de la terre et du ciel.',
  },
  Her: {
    descriptionAr: 'التوت الأحمر والتوت الأسود على مسك ناعم: مشرق ومرح وسهل الاستعمال كل يوم.',
    descriptionFr:
      'Fruits rouges et mûre sur un musc tout doux\u00a0: lumineux, espiègle et facile à porter.',
  },
  'CK One': {
    descriptionAr: 'برغموت وشاي أخضر ومسك: العطر النظيف الذي تقاسمه جيل بأكمله.',
    descriptionFr: 'Bergamote, thé vert et musc\u00a0: le parfum propre et partagé de toute une génération.',
  },
  'Boss Bottled': {
    descriptionAr: 'تفاح وقرفة وخشب الصندل: كلاسيكي تعتمد عليه في العمل وفي كل مناسبة.',
    descriptionFr: 'Pomme, cannelle et bois de santal\u00a0: un classique sûr, du bureau jusqu’au soir.',
  },
  '1 Million': {
    descriptionAr: 'ماندرين أحمر وقرفة وجلد في زجاجة على شكل سبيكة ذهب. حضور لافت وواثق.',
    descriptionFr:
      'Mandarine sanguine, cannelle et cuir dans un flacon en forme de lingot d’or. Audacieux et assumé.',
  },
  'Le Male': {
    descriptionAr: 'لافندر ونعناع وفانيليا: كلاسيكي بروح صالون الحلاقة وقلب دافئ حلو.',
    descriptionFr: 'Lavande, menthe et vanille\u00a0: un classique esprit barbier, au cœur chaud et sucré.',
  },
  'Born in Roma Donna': {
    descriptionAr: 'ياسمين وفانيليا بوربون على قاعدة خشبية: رومانسي وعصري في آن واحد.',
    descriptionFr: 'Jasmin et vanille Bourbon sur un fond boisé\u00a0: romantique et moderne à la fois.',
  },
  Shalimar: {
    descriptionAr: 'برغموت وسوسن وفانيليا على الجاوي المدخّن: أسطورة من أساطير العطور الشرقية.',
    descriptionFr:
      'Bergamote, iris et vanille sur un benjoin fumé\u00a0: une légende de la parfumerie orientale.',
  },
  Explorer: {
    descriptionAr: 'برغموت وفيتيفر وأمبروكسان لعشّاق السفر: عطر خشبي ناعم ومشرق.',
    descriptionFr: 'Bergamote, vétiver et ambroxan pour les voyageurs\u00a0: un boisé doux et lumineux.',
  },
  'The Most Wanted': {
    descriptionAr: 'هال وتوفي وخشب العنبر: بصمة مسائية دافئة وقوية.',
    descriptionFr:
      'Cardamome, caramel au beurre et bois ambré\u00a0: une signature du soir, intense et chaleureuse.',
  },
  'Man in Black': {
    descriptionAr: 'شراب الروم والتوابل والجلد على خشب الغاياك: عطر داكن ودافئ وأنيق.',
    descriptionFr: 'Rhum, épices et cuir sur bois de gaïac\u00a0: sombre, chaud et élégant.',
  },
  Déclaration: {
    descriptionAr: 'هال وخشب البتولا والأرز: حضور خشبي حارّ بثقة هادئة.',
    descriptionFr:
      'Cardamome, bouleau et cèdre\u00a0: une déclaration épicée et boisée, tout en assurance tranquille.',
  },
  'L.12.12 Blanc': {
    descriptionAr: 'ليمون هندي وهال وأرز: نظيف وبسيط كقميص بولو أبيض.',
    descriptionFr: 'Pamplemousse, cardamome et cèdre\u00a0: net et facile comme un polo blanc.',
  },
  Angel: {
    descriptionAr: 'باتشولي وكراميل وبرالين: العطر الحلو ذو النجمة الذي بدأت معه الحكاية.',
    descriptionFr: 'Patchouli, caramel et praliné\u00a0: le gourmand en étoile par qui tout a commencé.',
  },
  'For Her': {
    descriptionAr: 'قلب من المسك مع الورد والدرّاق: ناعم وحسّي، يبقى قريباً من البشرة.',
    descriptionFr: 'Un cœur de musc avec la rose et la pêche\u00a0: doux, sensuel, tout près de la peau.',
  },
  Flowerbomb: {
    descriptionAr: 'أوركيد وورد وباتشولي في انفجار من الزهور الحلوة التي يصعب مقاومتها.',
    descriptionFr: 'Orchidée, rose et patchouli dans une explosion de fleurs sucrées et addictives.',
  },
  'Chloé Eau de Parfum': {
    descriptionAr: 'ورد وفاوانيا وعسل على خشب الأرز: منعش وأنثوي بأناقة هادئة.',
    descriptionFr:
      'Rose, pivoine et miel sur un fond de cèdre\u00a0: frais, féminin et d’une élégance discrète.',
  },
  Daisy: {
    descriptionAr: 'فراولة وورق البنفسج وياسمين: عطر مشمس وخفيف البال لكل يوم.',
    descriptionFr:
      'Fraise, feuille de violette et jasmin\u00a0: un parfum ensoleillé et insouciant pour tous les jours.',
  },
  'Polo Blue': {
    descriptionAr: 'شمّام وخيار وريحان على الجلد المخملي: منعش ونقي، وكأنه صُنع للصيف.',
    descriptionFr: 'Melon, concombre et basilic sur un fond de daim\u00a0: vif, bleu et fait pour l’été.',
  },
  'Cool Water': {
    descriptionAr: 'ماء البحر والنعناع واللافندر: الكلاسيكي المائي الذي يحمل رائحة البحر المفتوح.',
    descriptionFr: 'Eau de mer, menthe et lavande\u00a0: le classique aquatique qui sent le grand large.',
  },
  "L'Eau d'Issey Pour Homme": {
    descriptionAr: 'يوزو وزنبق الماء وجوزة الطيب: نظيف وخفيف ومميّز بهدوء.',
    descriptionFr: 'Yuzu, nénuphar et noix de muscade\u00a0: net, aérien et discrètement singulier.',
  },
  'Flower by Kenzo': {
    descriptionAr: 'زهرة الخشخاش والبنفسج والمسك الأبيض: زهرة بودرية تنبت وسط المدينة.',
    descriptionFr:
      'Coquelicot, violette et musc blanc\u00a0: une fleur poudrée qui pousse au cœur de la ville.',
  },
};
