// The email feature's calls: the templates (Notifications) and the Outbox (what was sent or captured).
import {
  MAIN_PATHS,
  MESSAGES,
  OUTBOX_FILTERS,
  type TEmailTemplate,
  type TOutboxDelivery,
  type TOutboxEmail,
  type TOutboxPage,
  type TSaveEmailTemplate,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';
import { criteriaBody, downloadListExport, type ListState, listQuery } from '../../shared/ui/data-table';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (state: ListState) => [...outboxKeys.all, 'list', state] as const,
  email: (id: number) => [...outboxKeys.all, 'email', id] as const,
  delivery: () => [...outboxKeys.all, 'delivery'] as const,
};

/** Whether emails are captured here (no mail server): their links are live. */
export function useOutboxDelivery() {
  return useQuery({
    queryKey: outboxKeys.delivery(),
    queryFn: ({ signal }) => mainApi.get<TOutboxDelivery>(MAIN_PATHS.outboxDelivery, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A captured email with its live links; the server records who revealed them. Kept out of the cache. */
export function useRevealLinks() {
  return useMutation({
    mutationFn: (id: number) => mainApi.post<TOutboxEmail>(MAIN_PATHS.outboxRevealLinks(id)),
  });
}

export function useOutbox(state: ListState) {
  return useQuery({
    queryKey: outboxKeys.list(state),
    queryFn: ({ signal }) => mainApi.get<TOutboxPage>(MAIN_PATHS.outbox, listQuery(state), signal),
    placeholderData: keepPreviousData,
  });
}

/** The XLSX of the emails the search finds, newest first. */
export const exportOutbox = (state: ListState) =>
  downloadListExport(MAIN_PATHS.outboxExport, criteriaBody(state, OUTBOX_FILTERS), 'Outbox.xlsx');

export function useOutboxEmail(id: number | null) {
  return useQuery({
    queryKey: outboxKeys.email(id ?? 0),
    queryFn: ({ signal }) => mainApi.get<TOutboxEmail>(MAIN_PATHS.outboxEmail(id ?? 0), undefined, signal),
    enabled: id !== null,
  });
}

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
