import {
  CompanyInvitationListSchema,
  CompanyInvitationSchema,
  CompanyMemberListSchema,
  DeletedCountSchema,
  ModifiedCountSchema,
  type InviteMemberInput,
  type UpdateCompanyMemberInput,
} from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { COMPANY_QUERY_KEY } from './get-my-company';

/** `GET /company/members` (company admins). */
export function useCompanyMembers() {
  return useQuery(
    apiQueryOptions([...COMPANY_QUERY_KEY, 'members'], '/company/members', CompanyMemberListSchema),
  );
}

/** `GET /company/invitations` (company admins): the pending ones. */
export function useCompanyInvitations() {
  return useQuery(
    apiQueryOptions(
      [...COMPANY_QUERY_KEY, 'invitations'],
      '/company/invitations',
      CompanyInvitationListSchema,
    ),
  );
}

/** A mutation after which every company read is read again. */
function useCompanyMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  return useInvalidatingMutation(mutationFn, [COMPANY_QUERY_KEY], { after: 'success' });
}

/** `POST /company/invitations`: invites a colleague by e-mail. */
export function useInviteMember() {
  return useCompanyMutation((input: InviteMemberInput) =>
    api.post('/company/invitations', CompanyInvitationSchema, input),
  );
}

/** `DELETE /company/invitations/{id}`: withdraws a pending invitation. */
export function useRevokeInvitation() {
  return useCompanyMutation((id: string) =>
    api.delete(`/company/invitations/${encodeURIComponent(id)}`, DeletedCountSchema),
  );
}

/** `PUT /company/members/{userId}`: a member's role and monthly limit. */
export function useUpdateMember() {
  return useCompanyMutation(
    ({ userId, input }: { userId: string; input: UpdateCompanyMemberInput }) =>
      api.put(`/company/members/${encodeURIComponent(userId)}`, ModifiedCountSchema, input),
  );
}

/** `DELETE /company/members/{userId}`: removes a member. */
export function useRemoveMember() {
  return useCompanyMutation((userId: string) =>
    api.delete(`/company/members/${encodeURIComponent(userId)}`, DeletedCountSchema),
  );
}
