import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryKey } from './get-customer-profile';

/**
 * What every write on the profile page shares: once it succeeds, every read about that customer
 * (profile, pass invoices, history, reactivation info) is read again before the write settles, so the
 * page shows the change as the server now has it. The write's own hook file names the call.
 */
export function useCustomerWrite<Variables, Answer>(
  customerId: number,
  write: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerQueryKey(customerId) }),
  });
}
