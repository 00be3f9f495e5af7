import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLES,
  InviteMemberInputSchema,
  type InviteMemberInput,
  type InviteMemberInputValues,
} from '@partline/shared';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Field } from '@/components/ui/form/field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useInviteMember } from '../api/manage-members';

const FIELDS = ['email', 'role', 'monthlySpendingLimit'] as const;

/** Invites a colleague by e-mail with a role and a monthly spending limit (decision 131). */
export function InviteMemberForm() {
  const invite = useInviteMember();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteMemberInputValues, unknown, InviteMemberInput>({
    resolver: zodResolver(InviteMemberInputSchema),
    defaultValues: { email: '', role: 'buyer', monthlySpendingLimit: '' },
  });
  const onSubmit = handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: () => {
        toast.success(COMPANY_MESSAGES.invited);
        reset();
      },
      onError: (error) => {
        if (!setFieldErrors(error, FIELDS, setError)) toast.error(error.message);
      },
    }),
  );
  return (
    <Form noValidate aria-label="Invite a colleague" onSubmit={onSubmit} className="row g-2">
      <Field
        id="invite-email"
        className="col-12 col-lg-5"
        label="E-mail"
        type="email"
        autoComplete="off"
        {...register('email')}
        error={errors.email?.message}
      />
      <Field
        id="invite-role"
        className="col-6 col-lg-3"
        label="Role"
        as="select"
        {...register('role')}
        error={errors.role?.message}
      >
        {COMPANY_ROLES.map((role) => (
          <option key={role} value={role}>
            {COMPANY_ROLE_LABELS[role]}
          </option>
        ))}
      </Field>
      <Field
        id="invite-limit"
        className="col-6 col-lg-4"
        label="Monthly limit (Tk.)"
        inputMode="decimal"
        placeholder="No limit"
        {...register('monthlySpendingLimit')}
        error={errors.monthlySpendingLimit?.message}
      />
      <div className="col-12">
        <SubmitButton pending={invite.isPending} size="sm">
          Send invitation
        </SubmitButton>
      </div>
    </Form>
  );
}
