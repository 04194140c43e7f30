import { expect, test } from 'vitest';
import { isHostOf, normaliseSocialLink, SOCIAL_SITES } from './social-links.ts';

test.each([
  ['instagram.com', 'instagram.com', true],
  ['www.instagram.com', 'instagram.com', true],
  ['WWW.Instagram.COM.', 'instagram.com', true],
  ['notinstagram.com', 'instagram.com', false],
  ['instagram.com.evil.example', 'instagram.com', false],
  ['evilinstagram.com', 'instagram.com', false],
])('%s is on %s: %s', (host, domain, expected) => {
  expect(isHostOf(host, domain)).toBe(expected);
});

test('the forms owners type give one stored address', () => {
  const typed = [
    'instagram.com/saadiyat',
    'www.instagram.com/saadiyat',
    '@saadiyat',
    'saadiyat',
    'https://www.instagram.com/saadiyat/',
    'HTTPS://instagram.com/saadiyat',
  ];
  for (const text of typed) {
    expect(normaliseSocialLink(text, SOCIAL_SITES.instagram), text).toBe(
      'https://www.instagram.com/saadiyat',
    );
  }
  expect(normaliseSocialLink('@saadiyat', SOCIAL_SITES.tiktok)).toBe('https://www.tiktok.com/@saadiyat');
  expect(normaliseSocialLink('https://notinstagram.com/x', SOCIAL_SITES.instagram)).toBeNull();
  expect(normaliseSocialLink('https://instagram.com:8443/x', SOCIAL_SITES.instagram)).toBeNull();
});
