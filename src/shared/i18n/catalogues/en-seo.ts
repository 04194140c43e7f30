import { SHOP } from '#shared/shop.ts';
import type { SeoTextsFor } from './seo-texts.ts';

const PLACE = `${SHOP.address.town}, ${SHOP.address.country}`;

/** English titles and descriptions of the pages: what search results and link previews show. */
export const englishSeoTexts: SeoTextsFor = (name) => {
  const page = (title: string, description: string) => ({ title: `${title} | ${name}`, description });
  return {
    routes: {
      home: {
        title: `${name} | Arabic Perfumes, Oud & Attar in ${PLACE}`,
        description:
          'Arabic perfumes, luxury oud, premium attar and designer fragrances for women, men and unisex. Order on WhatsApp, cash on delivery, delivery to all Lebanon.',
      },
      about: page(
        'About Us',
        `The story, mission and values of ${name}, a family perfume house in ${PLACE}.`,
      ),
      location: page(
        'Location & Opening Hours',
        `Visit ${name} in ${PLACE}: map, phone, opening hours and directions.`,
      ),
      contact: page('Contact Us', `Chat with ${name} on WhatsApp or call the shop in ${PLACE}.`),
      perfumes: page(
        'Perfume Collection',
        'Browse our perfumes by name, brand, gender and style: oud, attar, Arabic and designer fragrances in 100 ml and 50 ml.',
      ),
      explore: page(
        'Our Perfume Brands',
        'Explore the perfume houses we carry, from Arabic oud houses to niche and designer brands.',
      ),
      cart: page(
        'Your Cart',
        'Choose bottle sizes and quantities, then check out and send your order on WhatsApp.',
      ),
      checkout: page(
        'Review Your Order',
        'Review your order, share your location and send it on WhatsApp. Cash on delivery.',
      ),
      login: page('Login', `Log in to your ${name} account to keep your cart on every device.`),
      signup: page('Sign Up', `Create a ${name} account to keep your cart on every device.`),
      admin: page('Admin Dashboard', `Manage the ${name} catalogue.`),
      adminSettings: page('Shop Settings', "The shop's settings."),
      adminBrands: page('Brands', 'The houses the shop sells, their names and logos.'),
      adminTeam: page('Team', "The shop's accounts and roles."),
      adminActivity: page('Activity', 'Who changed what, and when.'),
      adminDiscountCodes: page('Discount codes', 'The codes customers type at checkout.'),
      forbidden: page('Access Denied', 'You do not have permission to view this page.'),
      yourOrders: page('Your orders', 'The orders sent from this browser.'),
      accountOrders: page('Your orders', 'The orders of your account.'),
      adminOrders: page('Orders', "The shop's orders."),
      adminOrdersPrint: page('Orders to deliver', "The shop's orders."),
    },
    tracking: page('Your order', 'Where your order is.'),
    notFound: page('404 - Page Not Found', 'The page you are looking for does not exist.'),
    brand: (brand) =>
      page(
        `${brand} Perfumes`,
        `${brand} perfumes at ${name} in ${PLACE}: 100 ml and 50 ml bottles, order on WhatsApp, cash on delivery.`,
      ),
    socialImageAlt: `${name}: ${SHOP.tagline} in ${PLACE}`,
  };
};
