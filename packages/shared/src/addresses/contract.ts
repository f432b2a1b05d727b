// A customer's saved addresses: /profile/address and the booking flow's address step.
import { z } from 'zod';
import { PROVINCE_CODES } from '../constants';
import { defineEndpoint } from '../contract';
import { addressSchema } from '../schemas/profile';
import { idParams } from '../wire';

/** POST /api/user/addresses and PUT /api/user/addresses/{id}: the address plus whether it becomes the default. */
export const savedAddressSchema = addressSchema.safeExtend({
  isDefault: z.boolean().optional().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressSchema>;

/** An address as the API answers it: the fields a booking also carries, plus its id and default flag. */
export const savedAddressWireSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phonenumber: z.string(),
  street: z.string(),
  city: z.string(),
  province: z.enum(PROVINCE_CODES),
  country: z.string(),
  postcode: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressWireSchema>;

const addressParams = idParams('id', 'Address not found');
const customer = ['customer'] as const;
/** The default first, then the newest. */
const addressList = z.array(savedAddressWireSchema);

export const addressEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/user/addresses', access: customer, response: addressList }),
  /** Answers 201; the first address saved becomes the default whatever `isDefault` says. */
  create: defineEndpoint({ method: 'POST', path: '/api/user/addresses', access: customer, body: savedAddressSchema, response: savedAddressWireSchema }),
  update: defineEndpoint({ method: 'PUT', path: '/api/user/addresses/:id', access: customer, params: addressParams, body: savedAddressSchema, response: savedAddressWireSchema }),
  /** Deleting the default hands it to the newest remaining address. */
  remove: defineEndpoint({ method: 'DELETE', path: '/api/user/addresses/:id', access: customer, params: addressParams, response: z.void() }),
  /** Answers with the whole list in its new order. */
  makeDefault: defineEndpoint({ method: 'POST', path: '/api/user/addresses/:id/default', access: customer, params: addressParams, response: addressList }),
};
