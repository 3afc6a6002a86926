// Personal data rights: the applicant's export (a ZIP download), the erasure, and the retention setting.
import {
  exportFileName,
  PRIVACY_PATHS,
  type TEraseAnswer,
  type TEraseApplicant,
  type TPrivacySettings,
} from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';
import { saveBlob } from '../../shared/ui/save-blob';

export const privacyKeys = {
  settings: ['privacy', 'settings'] as const,
};

export function useExportApplicant() {
  return useMutation({
    mutationFn: async (applicantId: number) => {
      const blob = await mainApi.get<Blob>(PRIVACY_PATHS.export(applicantId));
      saveBlob(blob, exportFileName(applicantId));
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed')),
  });
}

/** Erases; the dialog shows field errors, the toast says what happened. Every cached read may hold the person. */
export function useEraseApplicant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ applicantId, body }: { applicantId: number; body: TEraseApplicant }) =>
      mainApi.post<TEraseAnswer>(PRIVACY_PATHS.erase(applicantId), body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed')),
  });
}

export function usePrivacySettings(enabled: boolean) {
  return useQuery({
    queryKey: privacyKeys.settings,
    queryFn: ({ signal }) => mainApi.get<TPrivacySettings>(PRIVACY_PATHS.settings, undefined, signal),
    enabled,
  });
}

export function useSavePrivacySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPrivacySettings) =>
      mainApi.put<{ message: string; data: TPrivacySettings }>(PRIVACY_PATHS.settings, body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      client.setQueryData(privacyKeys.settings, answer.data);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed')),
  });
}
