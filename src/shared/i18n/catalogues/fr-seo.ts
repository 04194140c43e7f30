import type { SeoTextsFor } from './seo-texts.ts';

/** French titles and descriptions of the pages (docs/decisions/126). */
export const frenchSeoTexts: SeoTextsFor = (name) => {
  const page = (title: string, description: string) => ({ title: `${title} | ${name}`, description });
  return {
    routes: {
      home: {
        title: `${name} | Parfums arabes, oud et attar à Saadiyat, Liban`,
        description:
          'Parfums arabes, oud d’exception, attars et grandes marques pour femme, homme et mixte. Commande sur WhatsApp, paiement à la livraison, livraison partout au Liban.',
      },
      about: page(
        'À propos',
        `L’histoire, la mission et les valeurs de ${name}, maison de parfum familiale à Saadiyat, au Liban.`,
      ),
      location: page(
        'Adresse et horaires',
        `Venez chez ${name} à Saadiyat, au Liban : carte, téléphone, horaires et itinéraire.`,
      ),
      contact: page('Contact', `Écrivez à ${name} sur WhatsApp ou appelez la boutique à Saadiyat, au Liban.`),
      perfumes: page(
        'Collection de parfums',
        'Parcourez nos parfums par nom, marque, genre et style : oud, attar, parfums arabes et grandes marques, en 100 ml et 50 ml.',
      ),
      explore: page(
        'Nos marques de parfums',
        'Découvrez les maisons de parfum que nous proposons, des maisons d’oud arabes aux marques de niche et de créateurs.',
      ),
      cart: page(
        'Votre panier',
        'Choisissez les formats et les quantités, puis envoyez votre commande sur WhatsApp.',
      ),
      checkout: page(
        'Vérifiez votre commande',
        'Vérifiez votre commande, partagez votre position et envoyez-la sur WhatsApp. Paiement à la livraison.',
      ),
      login: page(
        'Connexion',
        `Connectez-vous à votre compte ${name} pour retrouver votre panier sur tous vos appareils.`,
      ),
      signup: page(
        'Créer un compte',
        `Créez un compte ${name} pour retrouver votre panier sur tous vos appareils.`,
      ),
      admin: page('Tableau de bord', `Gérer le catalogue de ${name}.`),
      adminSettings: page('Réglages de la boutique', 'Les réglages de la boutique.'),
      adminBrands: page('Marques', 'Les maisons que vend la boutique, leurs noms et leurs logos.'),
      adminTeam: page('Équipe', 'Les comptes et les rôles de la boutique.'),
      adminActivity: page('Activité', 'Qui a modifié quoi, et quand.'),
      adminDiscountCodes: page('Codes promo', 'Les codes que les clients saisissent à la commande.'),
      forbidden: page('Accès refusé', 'Vous n’avez pas l’autorisation de voir cette page.'),
      yourOrders: page('Vos commandes', 'Les commandes envoyées depuis ce navigateur.'),
      accountOrders: page('Vos commandes', 'Les commandes de votre compte.'),
      adminOrders: page('Commandes', 'Les commandes de la boutique.'),
      adminOrdersPrint: page('Commandes à livrer', 'Les commandes de la boutique.'),
    },
    tracking: page('Votre commande', 'Où en est votre commande.'),
    notFound: page('404 - Page introuvable', 'La page que vous cherchez n’existe pas.'),
    brand: (brand) =>
      page(
        `Parfums ${brand}`,
        `Les parfums ${brand} chez ${name} à Saadiyat, au Liban : flacons de 100 ml et 50 ml, commande sur WhatsApp, paiement à la livraison.`,
      ),
    socialImageAlt: `${name} : parfums arabes, oud, attar et grandes marques à Saadiyat, au Liban`,
  };
};
