import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that refreshes the reads it changes: once it settles (done or failed; `after:
 * 'success'`: only once it is done) every query under each key of `invalidates` is invalidated,
 * and the mutation waits for their refetch.
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
  { after = 'settled' }: { after?: 'settled' | 'success' } = {},
) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    ...(after === 'settled' ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}
