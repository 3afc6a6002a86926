import {
  EXPORT_PATHS,
  JOB_POSITION_TEMPLATE_FILE,
  MESSAGES,
  requisitionPdfFileName,
  type TImportProgress,
  type TImportSummary,
} from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, errorMessage, mainApi } from '../../shared/api/client';
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

/** A version 4 UUID (crypto.randomUUID needs a secure context; a plain-http intranet has none). */
function progressId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How often the dialog asks how far a running upload has got. */
const PROGRESS_POLL_MS = 500;

/**
 * Where the running upload `id` is, polled while it runs; null before the server has started on it
 * (the file is still on its way) and after it ended (both answer 404).
 */
export function useUploadProgress(id: string | null) {
  return useQuery({
    queryKey: ['requisition-export', 'upload-progress', id] as const,
    queryFn: async ({ signal }): Promise<TImportProgress | null> => {
      try {
        return await mainApi.get<TImportProgress>(
          EXPORT_PATHS.excelUploadProgress(id as string),
          undefined,
          signal,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null,
    refetchInterval: PROGRESS_POLL_MS,
    retry: false,
    gcTime: 0,
  });
}

/**
 * The upload, sent with an id of its own (`progress`) that `useUploadProgress` polls while the
 * server reads, checks and creates the rows (a 10,000-row sheet takes seconds).
 */
export function useUploadJobPositions() {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const id = progressId();
      setRunning(id);
      const form = new FormData();
      form.append('file', file);
      try {
        return await mainApi.post<TImportSummary>(EXPORT_PATHS.excelUpload, form, { progress: id });
      } finally {
        setRunning(null);
      }
    },
    onSuccess: (summary) => {
      // The summary says what was skipped or refused; the toast is for what was created.
      if (summary.created > 0) toast.success(MESSAGES.successfullyUploaded);
      void queryClient.invalidateQueries({ queryKey: requisitionKeys.all });
      void queryClient.invalidateQueries({ queryKey: expiredRequisitionKeys.all });
    },
  });
  const progress = useUploadProgress(running);
  return { ...mutation, progress: running ? (progress.data ?? null) : null };
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
