import {
  ADDRESS_BOOK_MESSAGES,
  AddressInputSchema,
  type Address,
  type AddressInput,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { fieldNames, type FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { ADDRESS_INPUT } from '@/components/ui/form/inputs';
import { newEntryCallbacks } from '@/components/ui/form/new-entry-callbacks';
import { NewEntryForm } from '@/components/ui/form/new-entry-form';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { toastOutcome } from '@/lib/toast-outcome';
import { useRemoveAddress, useSaveAddress } from '../api/addresses';

const FIELDS = {
  label: {
    id: 'address-label',
    className: 'col-12 col-md-4',
    label: 'Label',
    placeholder: 'Head office',
  },
  phoneNumber: {
    id: 'address-phone',
    className: 'col-12 col-md-8',
    label: 'Phone number',
    autoComplete: 'tel',
  },
  address: { id: 'address-address', className: 'col-12', ...ADDRESS_INPUT, rows: 2 },
} satisfies FieldSpecs<AddressInput>;

/** The form of a new address. */
function AddressForm() {
  const save = useSaveAddress();
  const form = useZodForm(AddressInputSchema, {
    label: '',
    address: '',
    phoneNumber: '',
    isDefault: false,
  });
  const { register, handleSubmit } = form;
  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { input },
      newEntryCallbacks({ form, fields: fieldNames(FIELDS), saved: ADDRESS_BOOK_MESSAGES.saved }),
    ),
  );
  return (
    <NewEntryForm
      form={form}
      label="New address"
      onSubmit={onSubmit}
      pending={save.isPending}
      submitLabel="Save address"
    >
      <FormFields fields={FIELDS} />
      <Form.Check
        id="address-default"
        className="col-12"
        label="Make this my default address"
        {...register('isDefault')}
      />
    </NewEntryForm>
  );
}

export interface AddressBookProps {
  addresses: readonly Address[];
}

/**
 * The address book (decision 127): the client's delivery addresses, the default marked, each can
 * be made the default or removed; and the form of a new one.
 */
export function AddressBook({ addresses }: AddressBookProps) {
  const save = useSaveAddress();
  const remove = useRemoveAddress();
  return (
    <div className="address-book">
      {addresses.length > 0 ? (
        <ul className="list-unstyled mb-3" aria-label="Address book">
          {addresses.map((address) => (
            <li key={address._id} className="address-book__entry">
              <div>
                <strong>{address.label || 'Address'}</strong>
                {address.isDefault ? (
                  <span className="badge text-bg-secondary ms-2">Default</span>
                ) : null}
                <div className="small">{address.address}</div>
                <div className="small text-body-secondary">{address.phoneNumber}</div>
              </div>
              <div className="address-book__actions">
                {address.isDefault ? null : (
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() =>
                      save.mutate(
                        {
                          id: address._id,
                          input: { ...address, isDefault: true },
                        },
                        { onError: (error) => toast.error(error.message) },
                      )
                    }
                  >
                    Make default
                  </Button>
                )}
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger-emphasis"
                  aria-label={`Remove address ${address.label || address.address}`}
                  onClick={() =>
                    remove.mutate(address._id, toastOutcome(ADDRESS_BOOK_MESSAGES.removed))
                  }
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <AddressForm />
    </div>
  );
}
