// Saved addresses for component tests (the address page and the booking flow).
import type { SavedAddress } from '@hearth/shared/addresses/contract';

export function makeAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    _id: 'a0000000-0000-4000-8000-000000000001',
    name: 'Ada Tremblay',
    phonenumber: '416-555-0123',
    street: '12 Queen St W',
    city: 'Toronto',
    province: 'ON',
    country: 'Canada',
    postcode: 'M5H 2N2',
    isDefault: true,
    createdAt: '2026-11-01T14:00:00.000Z',
    ...overrides,
  };
}

export const home = makeAddress();
export const cottage = makeAddress({
  _id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Ada at the cottage',
  phonenumber: '+17055550199',
  street: '4 Lakeshore Rd',
  city: 'Huntsville',
  postcode: 'P1H 1A1',
  isDefault: false,
  createdAt: '2026-11-05T14:00:00.000Z',
});
