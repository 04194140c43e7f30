import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_REPLY_TEXTS, type ReplyTexts, ReplyTextsPageSchema } from '#shared/reply-texts.ts';
import { createTestAppWithAdminAndCustomer, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { call } from '../order-book/order-book.test-kit.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ({ t, admin, customer } = await createTestAppWithAdminAndCustomer());
});
afterAll(() => t.close());

const send = (user: TestUser | null, method: 'GET' | 'PUT', payload?: unknown) =>
  call(t, user, method, '/api/admin/reply-texts', payload);

test('only admins read and save the replies', async () => {
  expect((await send(null, 'GET')).statusCode).toBe(401);
  expect((await send(customer, 'GET')).statusCode).toBe(403);
  expect((await send(customer, 'PUT', DEFAULT_REPLY_TEXTS)).statusCode).toBe(403);
  // Not part of the settings every visitor downloads.
  const publicSettings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
  expect(publicSettings).not.toHaveProperty('replies');
});

test('the shop starts with its texts in each language, each naming the reference and the link', async () => {
  const page = ReplyTextsPageSchema.parse((await send(admin, 'GET')).json());
  expect(page.texts).toEqual(DEFAULT_REPLY_TEXTS);
  for (const texts of Object.values(page.texts)) {
    for (const text of Object.values(texts)) {
      expect(text).toContain('{reference}');
      expect(text).toContain('{link}');
    }
  }
  expect(page.texts.ar.out_for_delivery).toMatch(/[\u0600-\u06FF]/);
});

test('the owner rewrites a text in one language; the others stay; the log names what changed', async () => {
  const texts: ReplyTexts = structuredClone(DEFAULT_REPLY_TEXTS);
  texts.ar.out_for_delivery = 'طلبك {reference} مع السائق الآن! {link}';
  const saved = await send(admin, 'PUT', texts);
  expect(saved.statusCode).toBe(200);
  const page = ReplyTextsPageSchema.parse((await send(admin, 'GET')).json());
  expect(page.texts.ar.out_for_delivery).toBe('طلبك {reference} مع السائق الآن! {link}');
  expect(page.texts.en).toEqual(DEFAULT_REPLY_TEXTS.en);
  expect(page.defaults).toEqual(DEFAULT_REPLY_TEXTS);
  const log = (
    await t.app.inject({ method: 'GET', url: '/api/admin/activity', headers: { cookie: admin.cookie } })
  )
    .json<{ entries: { subject: string; detail: string }[] }>()
    .entries.find((e) => e.subject === 'replies');
  expect(log?.detail).toBe('Reply texts changed: out_for_delivery (ar)');
});

test('an empty, overlong or missing text is refused with 400 and nothing changes', async () => {
  const before = (await send(admin, 'GET')).json();
  const empty = structuredClone(DEFAULT_REPLY_TEXTS);
  empty.fr.delivered = '   ';
  const long = structuredClone(DEFAULT_REPLY_TEXTS);
  long.en.confirmed = 'x'.repeat(601);
  const { cancelled: _dropped, ...missing } = DEFAULT_REPLY_TEXTS.en;
  for (const body of [empty, long, { ...DEFAULT_REPLY_TEXTS, en: missing }, { en: DEFAULT_REPLY_TEXTS.en }]) {
    const response = await send(admin, 'PUT', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  }
  expect((await send(admin, 'GET')).json()).toEqual(before);
});
