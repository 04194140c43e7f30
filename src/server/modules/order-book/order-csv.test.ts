import { parse } from 'csv-parse/sync';
import { expect, test } from 'vitest';
import { ORDER_CSV_HEADER, type OrderCsvRow, toOrderCsv } from './order-csv.ts';

const row = (overrides: Partial<OrderCsvRow> = {}): OrderCsvRow => ({
  Reference: 'K7M4QX',
  'Placed at': '2026-01-15 09:30',
  Status: 'new',
  'Customer name': 'ليلى',
  Phone: '',
  'Address or landmark': 'Near the mosque, 2nd floor',
  Location: '',
  Perfume: 'Kalemat',
  Category: 'women',
  '100ml quantity': 2,
  '100ml unit price': '10.00',
  '50ml quantity': 0,
  '50ml unit price': '6.00',
  'Line total': '20.00',
  Delivery: '',
  'Delivery fee': '',
  'Discount code': '',
  Discount: '',
  'Order total': '20.00',
  ...overrides,
});

test('the file starts with a UTF-8 byte-order mark and a header row, and Arabic survives', () => {
  const csv = toOrderCsv([row()]);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const records = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(Object.keys(records[0] ?? {})).toEqual([...ORDER_CSV_HEADER]);
  expect(records[0]?.['Customer name']).toBe('ليلى');
  expect(records[0]?.['Address or landmark']).toBe('Near the mosque, 2nd floor');
});

test.each([
  ['=HYPERLINK("http://evil.example","Click")'],
  ['+cmd|" /C calc"!A0'],
  ['-2+3'],
  ['@SUM(A1:A2)'],
  ['\t=1+1'],
])('a cell that looks like a formula (%s) is written as text', (evil) => {
  const csv = toOrderCsv([row({ 'Customer name': evil, 'Address or landmark': evil })]);
  const [record] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(record?.['Customer name']).toBe(`'${evil}`);
  expect(record?.['Address or landmark']).toBe(`'${evil}`);
});

test('numbers, quotes and line breaks round-trip', () => {
  const csv = toOrderCsv([row({ Perfume: 'Oud "Royal", 2nd\nedition' })]);
  const [record] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(record?.Perfume).toBe('Oud "Royal", 2nd\nedition');
  expect(record?.['100ml quantity']).toBe('2');
});

test('a phone reads as text in a spreadsheet, "+" and leading zero kept, with no apostrophe', () => {
  const csv = toOrderCsv([row({ Phone: '+961 3 123 456' }), row({ Phone: '03 123 456' })]);
  const records = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(records.map((r) => r.Phone)).toEqual(['="+961 3 123 456"', '="03 123 456"']);
  expect(csv).not.toContain("'+961");
});

test('a phone that is not only digits and separators is guarded like any other cell', () => {
  const csv = toOrderCsv([row({ Phone: '+961"&HYPERLINK("x")' })]);
  const [record] = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
  expect(record?.Phone).toBe(`'+961"&HYPERLINK("x")`);
});

test('the headings are in the language asked for', () => {
  const [header] = parse(toOrderCsv([row()], 'fr'), { bom: true }) as string[][];
  expect(header?.slice(0, 3)).toEqual(['Référence', 'Passée le', 'Statut']);
  const [arabic] = parse(toOrderCsv([row()], 'ar'), { bom: true }) as string[][];
  expect(arabic?.[0]).toBe('الرقم المرجعي');
});
