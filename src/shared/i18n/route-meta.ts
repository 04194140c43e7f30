import { type AppPath, PATHS } from '../paths.ts';
import { SHOP } from '../shop.ts';

/**
 * Page titles and descriptions in Arabic and French (English: ROUTE_META in seo.ts, the spec's own).
 * The shop's name stays Latin in every language, as on its sign.
 */
export interface RouteText {
  title: string;
  description: string;
}

const s = ` | ${SHOP.name}`;

export interface TranslatedRoutes {
  /** Every route: a missing one fails the type check. */
  pages: Record<AppPath, RouteText>;
  notFound: RouteText;
  tracking: RouteText;
  brand: (brand: string) => RouteText;
  /** A product page's title: "Oud Royal by Lattafa". */
  product: (name: string, brand: string) => string;
}

export const AR_ROUTES: TranslatedRoutes = {
  pages: {
    [PATHS.home]: {
      title: `${SHOP.name} | عطور عربية، عود ودهن عود في السعديات، لبنان`,
      description:
        'عطور عربية، عود فاخر، دهن عود وعطور عالمية للنساء والرجال وللجنسين. اطلبوا عبر واتساب، الدفع عند الاستلام، والتوصيل إلى كل لبنان.',
    },
    [PATHS.about]: {
      title: `من نحن${s}`,
      description: 'قصة محلّنا ورسالته وقيمه: بيت عطور عائلي في السعديات، لبنان.',
    },
    [PATHS.location]: {
      title: `موقعنا ودوام العمل${s}`,
      description: 'زوروا محلّنا في السعديات، لبنان: الخريطة، رقم الهاتف، دوام العمل والاتجاهات.',
    },
    [PATHS.contact]: {
      title: `اتصلوا بنا${s}`,
      description: 'راسلونا على واتساب أو اتصلوا بالمحل في السعديات، لبنان.',
    },
    [PATHS.perfumes]: {
      title: `مجموعة العطور${s}`,
      description:
        'تصفّحوا عطورنا حسب الاسم والماركة والجنس والنوع: عود، دهن عود، عطور عربية وعالمية بحجم 100 مل و50 مل.',
    },
    [PATHS.explore]: {
      title: `ماركات عطورنا${s}`,
      description: 'اكتشفوا بيوت العطور التي نقدّمها، من بيوت العود العربية إلى الماركات العالمية.',
    },
    [PATHS.cart]: {
      title: `سلّتك${s}`,
      description: 'اختاروا أحجام القناني والكميات، ثم أرسلوا طلبكم عبر واتساب.',
    },
    [PATHS.checkout]: {
      title: `راجع طلبك${s}`,
      description: 'راجعوا طلبكم، شاركوا موقعكم وأرسلوه عبر واتساب. الدفع عند الاستلام.',
    },
    [PATHS.login]: {
      title: `تسجيل الدخول${s}`,
      description: 'ادخلوا إلى حسابكم لتبقى سلّتكم على كل أجهزتكم.',
    },
    [PATHS.signup]: { title: `إنشاء حساب${s}`, description: 'أنشئوا حساباً لتبقى سلّتكم على كل أجهزتكم.' },
    [PATHS.admin]: { title: `لوحة الإدارة${s}`, description: 'إدارة كتالوج المحل.' },
    [PATHS.adminSettings]: { title: `إعدادات المحل${s}`, description: 'إعدادات المحل.' },
    [PATHS.adminTeam]: { title: `الفريق${s}`, description: 'حسابات المحل وأدوارها.' },
    [PATHS.adminActivity]: { title: `سجلّ النشاط${s}`, description: 'من غيّر ماذا، ومتى.' },
    [PATHS.forbidden]: { title: `الدخول ممنوع${s}`, description: 'لا تملكون صلاحية عرض هذه الصفحة.' },
    [PATHS.yourOrders]: { title: `طلباتك${s}`, description: 'الطلبات المرسلة من هذا المتصفح.' },
    [PATHS.accountOrders]: { title: `طلباتك${s}`, description: 'طلبات حسابك.' },
    [PATHS.adminOrders]: { title: `الطلبات${s}`, description: 'طلبات المحل.' },
    [PATHS.adminOrdersPrint]: { title: `طلبات للتوصيل${s}`, description: 'طلبات المحل.' },
  },
  notFound: { title: `404 - الصفحة غير موجودة${s}`, description: 'الصفحة التي تبحثون عنها غير موجودة.' },
  tracking: { title: `طلبك${s}`, description: 'أين أصبح طلبك.' },
  product: (name, brand) => `${name} من ${brand}${s}`,
  brand: (brand) => ({
    title: `عطور ${brand}${s}`,
    description: `عطور ${brand} لدى ${SHOP.name} في السعديات، لبنان: قناني 100 مل و50 مل، اطلبوا عبر واتساب، الدفع عند الاستلام.`,
  }),
};

export const FR_ROUTES: TranslatedRoutes = {
  pages: {
    [PATHS.home]: {
      title: `${SHOP.name} | Parfums arabes, oud et attar à Saadiyat, Liban`,
      description:
        'Parfums arabes, oud de luxe, attar et grandes marques pour femme, homme et mixte. Commande sur WhatsApp, paiement à la livraison, livraison dans tout le Liban.',
    },
    [PATHS.about]: {
      title: `À propos${s}`,
      description: `L’histoire, la mission et les valeurs de ${SHOP.name}, une maison de parfums familiale à Saadiyat, Liban.`,
    },
    [PATHS.location]: {
      title: `Adresse et horaires${s}`,
      description: `Venez chez ${SHOP.name} à Saadiyat, Liban : plan, téléphone, horaires et itinéraire.`,
    },
    [PATHS.contact]: {
      title: `Contact${s}`,
      description: `Écrivez à ${SHOP.name} sur WhatsApp ou appelez la boutique à Saadiyat, Liban.`,
    },
    [PATHS.perfumes]: {
      title: `Nos parfums${s}`,
      description:
        'Parcourez nos parfums par nom, marque, genre et style : oud, attar, parfums arabes et de créateurs en 100 ml et 50 ml.',
    },
    [PATHS.explore]: {
      title: `Nos marques de parfums${s}`,
      description:
        'Découvrez les maisons que nous proposons, des maisons d’oud arabes aux marques de niche et de créateurs.',
    },
    [PATHS.cart]: {
      title: `Votre panier${s}`,
      description: 'Choisissez les formats et les quantités, puis envoyez votre commande sur WhatsApp.',
    },
    [PATHS.checkout]: {
      title: `Vérifiez votre commande${s}`,
      description:
        'Vérifiez votre commande, partagez votre position et envoyez-la sur WhatsApp. Paiement à la livraison.',
    },
    [PATHS.login]: {
      title: `Connexion${s}`,
      description: `Connectez-vous à votre compte ${SHOP.name} pour retrouver votre panier partout.`,
    },
    [PATHS.signup]: {
      title: `Créer un compte${s}`,
      description: `Créez un compte ${SHOP.name} pour retrouver votre panier partout.`,
    },
    [PATHS.admin]: { title: `Administration${s}`, description: `Gérer le catalogue de ${SHOP.name}.` },
    [PATHS.adminSettings]: {
      title: `Réglages de la boutique${s}`,
      description: 'Les réglages de la boutique.',
    },
    [PATHS.adminTeam]: { title: `Équipe${s}`, description: 'Les comptes de la boutique et leurs rôles.' },
    [PATHS.adminActivity]: { title: `Activité${s}`, description: 'Qui a changé quoi, et quand.' },
    [PATHS.forbidden]: {
      title: `Accès refusé${s}`,
      description: 'Vous n’avez pas l’autorisation de voir cette page.',
    },
    [PATHS.yourOrders]: {
      title: `Vos commandes${s}`,
      description: 'Les commandes envoyées depuis ce navigateur.',
    },
    [PATHS.accountOrders]: { title: `Vos commandes${s}`, description: 'Les commandes de votre compte.' },
    [PATHS.adminOrders]: { title: `Commandes${s}`, description: 'Les commandes de la boutique.' },
    [PATHS.adminOrdersPrint]: {
      title: `Commandes à livrer${s}`,
      description: 'Les commandes de la boutique.',
    },
  },
  notFound: {
    title: `404 - Page introuvable${s}`,
    description: 'La page que vous cherchez n’existe pas.',
  },
  tracking: { title: `Votre commande${s}`, description: 'Où en est votre commande.' },
  product: (name, brand) => `${name} de ${brand}${s}`,
  brand: (brand) => ({
    title: `Parfums ${brand}${s}`,
    description: `Les parfums ${brand} chez ${SHOP.name} à Saadiyat, Liban : flacons de 100 ml et 50 ml, commande sur WhatsApp, paiement à la livraison.`,
  }),
};
