import type { UpdateProfileInput } from '@partline/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

const ModifiedCountSchema = z.object({ modifiedCount: z.number() });

/**
 * `PUT /update/user/{email}` (spec §7): fields left out keep their value (spec §5).
 * @throws ApiError when the call fails (400 with per-field details for invalid fields).
 */
export function updateProfile(email: string, input: UpdateProfileInput) {
  return api.put(`/update/user/${encodeURIComponent(email)}`, ModifiedCountSchema, input);
}

/** Updates `email`'s profile, then refreshes the cached profile. */
export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(email, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(email).queryKey }),
  });
}
