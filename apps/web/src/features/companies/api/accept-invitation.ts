import { InvitationPreviewSchema } from '@partline/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { COMPANY_QUERY_KEY } from './get-my-company';

/** `GET /invitations/{token}`: the invitation's company, e-mail and role. */
export function useInvitation(token: string) {
  return useQuery({
    ...apiQueryOptions(
      ['invitation', token],
      `/invitations/${encodeURIComponent(token)}`,
      InvitationPreviewSchema,
    ),
    retry: false,
  });
}

/** `POST /invitations/{token}/accept`: the signed-in invitee joins the company. */
export function useAcceptInvitation() {
  return useInvalidatingMutation(
    (token: string) =>
      api.post(
        `/invitations/${encodeURIComponent(token)}/accept`,
        z.object({ companyId: z.string() }),
      ),
    [COMPANY_QUERY_KEY],
    { after: 'success' },
  );
}
