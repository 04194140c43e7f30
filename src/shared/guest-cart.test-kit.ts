/**
 * A guest's cart line as the browser stores it (SPEC §7 field names): the perfume Kalemat, added
 * on 1 January 2026, with the sizes a test gives it.
 */
export function storedGuestItem(selectedSizes: unknown) {
  return {
    id: '1767225600000-p1',
    userId: 'guest',
    productId: 'p1',
    name: 'Kalemat',
    imageUrl: '/media/k.webp',
    description: 'Rose',
    category: 'women',
    selectedSizes,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
