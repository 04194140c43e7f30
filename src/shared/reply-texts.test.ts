import { expect, test } from 'vitest';
import { DEFAULT_REPLY_TEXTS, fillReplyText } from './reply-texts.ts';

test('a reply carries the reference and the link as plain characters, in every language', () => {
  for (const texts of Object.values(DEFAULT_REPLY_TEXTS)) {
    const text = fillReplyText(texts.confirmed, {
      reference: '7KM4QX',
      link: 'https://shop.example/track/t',
    });
    expect(text).toMatch(/(^|\s)7KM4QX(\s|$)/);
    expect(text).toContain(' https://shop.example/track/t');
    // No direction character anywhere: nothing rides along when the customer copies the reference.
    expect(text).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  }
});
