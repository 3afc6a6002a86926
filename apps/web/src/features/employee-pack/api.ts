// The Employee Pack's calls: the list, the upload and the rename/replace (multipart forms), the delete.
import {
  EMPLOYEE_PACK_PATHS,
  FILE_PATHS,
  type TPackDocumentAnswer,
  type TPackDocumentList,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';
import { type ListState, listQuery } from '../../shared/ui/data-table';
import { saveBlob } from '../../shared/ui/save-blob';

export const employeePackKeys = {
  all: ['employee-pack'] as const,
  list: (state?: ListState) =>
    [...employeePackKeys.all, 'list', ...(state ? [listQuery(state)] : [])] as const,
};

export function usePackDocuments(state: ListState) {
  return useQuery({
    queryKey: employeePackKeys.list(state),
    queryFn: ({ signal }) =>
      mainApi.get<TPackDocumentList>(EMPLOYEE_PACK_PATHS.list, listQuery(state), signal),
    placeholderData: keepPreviousData,
  });
}

/** What the dialogs send: the fields, and the chosen file when there is one. */
export interface PackFormValues {
  name: string;
  description?: string | null | undefined;
  mandatory: boolean;
  departmentIds: number[];
  positionTypeIds: number[];
  file: Blob | null;
}

/** The multipart form the server reads: one field per value, ids repeated, the file last. */
export function packFormData(values: PackFormValues): FormData {
  const form = new FormData();
  form.append('name', values.name);
  form.append('description', values.description ?? '');
  form.append('mandatory', String(values.mandatory));
  // An empty list is sent as "" so a replace can clear it.
  form.append('departmentIds', values.departmentIds.join(','));
  form.append('positionTypeIds', values.positionTypeIds.join(','));
  if (values.file)
    form.append('file', values.file, values.file instanceof File ? values.file.name : 'document');
  return form;
}

/** Upload or change; the toast is the server's message ('Successfully uploaded!' / 'Successfully replaced!'). */
export function useSavePackDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: PackFormValues }) =>
      id === undefined
        ? mainApi.post<TPackDocumentAnswer>(EMPLOYEE_PACK_PATHS.create, packFormData(values))
        : mainApi.put<TPackDocumentAnswer>(EMPLOYEE_PACK_PATHS.document(id), packFormData(values)),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: employeePackKeys.all });
    },
    // Spec section 8: employee pack failures show the server message as an error.
    onError: (error) => toast.error(errorMessage(error, 'Failed')),
  });
}

export function useDeletePackDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => mainApi.del<{ message: string }>(EMPLOYEE_PACK_PATHS.document(id)),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: employeePackKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed')),
  });
}

/** Downloads a stored file under its original name. */
export async function downloadPackFile(file: { id: number; originalName: string }) {
  try {
    const blob = await mainApi.get<Blob>(FILE_PATHS.download(file.id));
    saveBlob(blob, file.originalName);
  } catch (error) {
    toast.error(errorMessage(error, 'Failed'));
  }
}
