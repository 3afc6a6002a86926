import { CAREERS_PATHS, type TPublication, type TPublishRequisition } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { mainApi } from '../../shared/api/client';

export const careersKeys = {
  all: ['careers'] as const,
  /** By status too: a status move (close, cancel) changes whether it can be published. */
  publication: (id: number, status?: string) => ['careers', 'publication', id, status] as const,
};

export function usePublication(id: number, status?: string) {
  return useQuery({
    queryKey: careersKeys.publication(id, status),
    queryFn: () => mainApi.get<TPublication>(CAREERS_PATHS.publication(id)),
  });
}

type Answer = { message: string; data: TPublication };

/** Publish (or change the closing date and text of) a published requisition. */
export function usePublish(id: number, status?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPublishRequisition) => mainApi.put<Answer>(CAREERS_PATHS.publication(id), body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['careers', 'publication', id] });
      queryClient.setQueryData(careersKeys.publication(id, status), answer.data);
    },
  });
}

export function useUnpublish(id: number, status?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => mainApi.del<Answer>(CAREERS_PATHS.publication(id)),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['careers', 'publication', id] });
      queryClient.setQueryData(careersKeys.publication(id, status), answer.data);
    },
  });
}
