import { useLingui } from '@lingui/react/macro';
import type { Address } from '@partline/shared';
import { FormField } from './form-field';

export interface AddressSelectFieldProps {
  /** The select's id. */
  id: string;
  /** The client's address book, the default first. */
  addresses: readonly Address[];
}

/**
 * 'Deliver to': one address of the client's address book (decision 127), the value `addressId`
 * of the surrounding `ZodForm` — at checkout and when accepting a quote alike. The server takes
 * only an id of the caller's own book.
 */
export function AddressSelectField({ id, addresses }: AddressSelectFieldProps) {
  const { t } = useLingui();
  return (
    <FormField name="addressId" id={id} label={t`Deliver to`} as="select" className="mb-3">
      {addresses.map((address) => (
        <option key={address._id} value={address._id}>
          {address.label ? `${address.label}: ` : ''}
          {address.address} · {address.phoneNumber}
          {address.isDefault ? ` ${t`(default)`}` : ''}
        </option>
      ))}
    </FormField>
  );
}
