import {
  EXPORT_PATHS,
  JOB_POSITION_TEMPLATE_FILE,
  MESSAGES,
  requisitionPdfFileName,
  type TImportSummary,
} from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';
import { expiredRequisitionKeys, requisitionKeys } from '../../shared/api/query-keys';
import { saveBlob } from '../../shared/ui/save-blob';

/** The PDF of the checked requisitions; a 400 shows the server's message (the spec's texts). */
export function useExportPdf() {
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const blob = await mainApi.post<Blob>(EXPORT_PATHS.pdf, { ids });
      saveBlob(blob, requisitionPdfFileName(ids));
    },
    onError: (error) => toast.error(errorMessage(error, MESSAGES.failed)),
  });
}

export function useUploadJobPositions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return mainApi.post<TImportSummary>(EXPORT_PATHS.excelUpload, form);
    },
    onSuccess: (summary) => {
      // The summary says what was skipped or refused; the toast is for what was created.
      if (summary.created > 0) toast.success(MESSAGES.successfullyUploaded);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.all });
      void queryClient.invalidateQueries({ queryKey: expiredRequisitionKeys.all });
    },
  });
}

/** Fetches the template with the bearer token (a plain link would not carry it) and saves it. */
export async function downloadJobPositionTemplate(): Promise<void> {
  try {
    const blob = await mainApi.get<Blob>(EXPORT_PATHS.excelTemplate);
    saveBlob(blob, JOB_POSITION_TEMPLATE_FILE);
  } catch (error) {
    toast.error(errorMessage(error, MESSAGES.failed));
  }
}
