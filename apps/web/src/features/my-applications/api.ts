// "Your applications" (main API): the signed-in applicant's own applications and their withdrawal.
import { MY_APPLICATIONS_PATHS as P, type TMyApplications, type TMyWithdrawal } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { mainApi } from '../../shared/api/client';

export const myApplicationKeys = { all: ['my-applications'] as const };

export const useMyApplications = () =>
  useQuery({
    queryKey: myApplicationKeys.all,
    queryFn: ({ signal }) => mainApi.get<TMyApplications>(P.list, undefined, signal),
  });

/** Withdraws one application; the list shows its new stage. A refusal stays in the dialog. */
export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => mainApi.post<TMyWithdrawal>(P.withdraw(id), {}),
    onSuccess: (answer) => {
      toast.success(answer.message);
      return client.invalidateQueries({ queryKey: myApplicationKeys.all });
    },
  });
}
