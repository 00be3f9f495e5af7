import { COMPANY_MESSAGES, InviteMemberInputSchema } from '@partline/shared';
import { Field } from '@/components/ui/form/field';
import { newEntryCallbacks } from '@/components/ui/form/new-entry-callbacks';
import { NewEntryForm } from '@/components/ui/form/new-entry-form';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { useInviteMember } from '../api/manage-members';
import { CompanyRoleOptions } from './company-role-options';

const FIELDS = ['email', 'role', 'monthlySpendingLimit'] as const;

/** Invites a colleague by e-mail with a role and a monthly spending limit (decision 131). */
export function InviteMemberForm() {
  const invite = useInviteMember();
  const form = useZodForm(InviteMemberInputSchema, {
    email: '',
    role: 'buyer',
    monthlySpendingLimit: '',
  });
  const { handleSubmit, field } = form;
  const onSubmit = handleSubmit((input) =>
    invite.mutate(
      input,
      newEntryCallbacks({ form, fields: FIELDS, saved: COMPANY_MESSAGES.invited }),
    ),
  );
  return (
    <NewEntryForm
      label="Invite a colleague"
      onSubmit={onSubmit}
      pending={invite.isPending}
      submitLabel="Send invitation"
    >
      <Field
        id="invite-email"
        className="col-12 col-lg-5"
        label="E-mail"
        type="email"
        autoComplete="off"
        {...field('email')}
      />
      <Field
        id="invite-role"
        className="col-6 col-lg-3"
        label="Role"
        as="select"
        {...field('role')}
      >
        <CompanyRoleOptions />
      </Field>
      <Field
        id="invite-limit"
        className="col-6 col-lg-4"
        label="Monthly limit (Tk.)"
        inputMode="decimal"
        placeholder="No limit"
        {...field('monthlySpendingLimit')}
      />
    </NewEntryForm>
  );
}
