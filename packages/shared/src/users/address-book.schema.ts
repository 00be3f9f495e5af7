import { z } from 'zod';
import { ADDRESS_MAX_CHARS, PHONE_MAX_CHARS } from '../orders/order.schema.js';
import { ORDER_MESSAGES } from '../orders/order.messages.js';

/**
 * A delivery address of the caller's address book: a label (`Head office`, `Warehouse`), the
 * address and phone number an order is delivered to, and whether it is the default, the one
 * checkout picks when none is named. Exactly one address of a book that has any is the default.
 */
export const AddressSchema = z
  .object({
    _id: z.uuid(),
    label: z.string(),
    address: z.string(),
    phoneNumber: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' });
/** An address of the address book. */
export type Address = z.infer<typeof AddressSchema>;

/** `GET /addresses`: the default first, then the others in the order they were added. */
export const AddressListSchema = z.array(AddressSchema).meta({ id: 'AddressList' });

const F = ORDER_MESSAGES.fillUpCorrectly;

/**
 * `POST /addresses` and `PUT /addresses/{id}` body and the address form: address and phone as
 * the purchase form requires them (spec §5: 'Please fill up correctly'), an optional label (at
 * most 60 characters) and `isDefault` (the first address is the default whatever is sent).
 */
export const AddressInputSchema = z
  .object({
    label: z.string().trim().max(60, { error: 'At most 60 characters' }).optional(),
    address: z
      .string({ error: F })
      .trim()
      .min(1, { error: F })
      .max(ADDRESS_MAX_CHARS, { error: F }),
    phoneNumber: z
      .string({ error: F })
      .trim()
      .min(1, { error: F })
      .max(PHONE_MAX_CHARS, { error: F })
      .regex(/^[+()\d][\d\s()+-]*$/, { error: F }),
    isDefault: z.boolean().optional(),
  })
  .meta({ id: 'SaveAddressInput' });
/** The address form's values. */
export type AddressInputValues = z.input<typeof AddressInputSchema>;
/** A parsed {@link AddressInputSchema}. */
export type AddressInput = z.output<typeof AddressInputSchema>;
