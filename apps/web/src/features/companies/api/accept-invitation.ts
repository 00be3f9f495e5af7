import { InvitationPreviewSchema } from '@partline/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { COMPANY_QUERY_KEY } from './get-my-company';

/** `GET /invitations/{token}`: the invitation's company, e-mail and role. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      api.get(`/invitations/${encodeURIComponent(token)}`, InvitationPreviewSchema, { signal }),
    retry: false,
  });
}

/** `POST /invitations/{token}/accept`: the signed-in invitee joins the company. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post(
        `/invitations/${encodeURIComponent(token)}/accept`,
        z.object({ companyId: z.string() }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
