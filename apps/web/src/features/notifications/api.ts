import { MAIN_PATHS, MESSAGES, type TEmailTemplate, type TSaveEmailTemplate } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';

export const emailTemplateKeys = {
  all: ['email-templates'] as const,
};

/** `enabled` false for viewers the server would refuse (a 403 signs them out). */
export function useEmailTemplates() {
  return useQuery({
    queryKey: emailTemplateKeys.all,
    queryFn: ({ signal }) => mainApi.get<TEmailTemplate[]>(MAIN_PATHS.emailTemplate, undefined, signal),
  });
}

/** Saves one template; the caller shows field errors from the 400 answer. */
export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveEmailTemplate) => mainApi.post<TEmailTemplate>(MAIN_PATHS.emailTemplate, input),
    onSuccess: (saved) => {
      toast.success(MESSAGES.successfullySavedBang);
      queryClient.setQueryData<TEmailTemplate[]>(emailTemplateKeys.all, (list) =>
        list?.map((template) => (template.key === saved.key ? saved : template)),
      );
    },
    onError: (error) => {
      toast.error(errorMessage(error, MESSAGES.failedBang));
    },
  });
}
