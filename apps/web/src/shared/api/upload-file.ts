// The one upload of the web app: POST /api/v1/file/upload through XMLHttpRequest, because fetch
// cannot report upload progress. The field that shows it is shared/ui/file-upload-field.tsx.
import {
  FILE_PATHS,
  MESSAGES,
  type TFilePurpose,
  type TUploadedFile,
  UPLOAD_FIELD,
  ZUploadAnswer,
} from '@hr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readToken } from '../auth/token';
import { ApiError, buildUrl, endSession, isErrorBody, MAIN_API_BASE } from './client';
import { type UploadNarrowing, useUploadCheck } from './upload-limits';

/** Whole percent of an upload, 0 to 100 (0 while the total is unknown). */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * The stored file of a finished upload, or the error to show: the server's own message (415, 413,
 * 400...), else the spec's 'Failed to upload!' (a proxy's HTML page, an unreadable answer).
 */
export function readUploadAnswer(status: number, responseText: string): TUploadedFile | ApiError {
  let raw: unknown;
  try {
    raw = responseText ? JSON.parse(responseText) : undefined;
  } catch {
    raw = undefined;
  }
  if (status >= 200 && status < 300) {
    const parsed = ZUploadAnswer.safeParse(raw);
    if (parsed.success) return parsed.data.data;
  }
  return new ApiError(status, isErrorBody(raw) ? raw : { message: MESSAGES.failedToUpload });
}

export interface UploadOptions {
  purpose?: TFilePurpose | undefined;
  /** Called with the whole percent sent so far. */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** For tests: the request object to use. */
  createRequest?: () => XMLHttpRequest;
}

/** Uploads one file; resolves to `{ id, originalName }`, rejects with an ApiError (or AbortError). */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<TUploadedFile> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = options.createRequest?.() ?? new XMLHttpRequest();
    xhr.open('POST', buildUrl(MAIN_API_BASE, FILE_PATHS.upload, { purpose: options.purpose }));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () => {
      const answer = readUploadAnswer(xhr.status, xhr.responseText);
      if (!(answer instanceof ApiError)) return resolve(answer);
      if (xhr.status === 401 || xhr.status === 403) endSession();
      reject(answer);
    };
    xhr.onerror = () => reject(new ApiError(0, { message: MESSAGES.failedToUpload }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'done'; file: TUploadedFile }
  | { status: 'failed'; name: string; message: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One file's upload with its progress; a new upload or unmounting cancels the one under way. A file
 * the server would refuse (size, type) is refused here first, without sending it.
 */
export function useUploadFile(options: { purpose?: TFilePurpose } & UploadNarrowing = {}) {
  const { purpose, ...narrowing } = options;
  const check = useUploadCheck(narrowing);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<TUploadedFile | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      // Only the latest upload may change what the field shows.
      const update = (next: UploadState) => {
        if (current.current === controller) setState(next);
      };
      const problem = await check(file);
      if (problem) {
        update({ status: 'failed', name: file.name, message: problem });
        return null;
      }
      update({ status: 'uploading', name: file.name, percent: 0 });
      try {
        const uploaded = await uploadFile(file, {
          purpose,
          signal: controller.signal,
          onProgress: (percent) => update({ status: 'uploading', name: file.name, percent }),
        });
        update({ status: 'done', file: uploaded });
        return uploaded;
      } catch (error) {
        if (!isAbort(error)) {
          const message = error instanceof ApiError ? error.message : MESSAGES.failedToUpload;
          update({ status: 'failed', name: file.name, message });
        }
        return null;
      }
    },
    [purpose, check],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, upload, reset };
}
