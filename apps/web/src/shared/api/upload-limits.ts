// What an upload may be, from the server (GET /file/limits: its configured size limit and the accepted
// types), checked in the browser before a byte is sent: a 20 MB file is refused at once with the
// sentence the server would give, not after minutes of upload (issue 31). The server still checks.
import { FILE_PATHS, type TUploadLimits, uploadProblem } from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { mainApi } from './client';

const uploadLimitsKey = ['upload-limits'] as const;
const limitsQuery = {
  queryKey: uploadLimitsKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    mainApi.get<TUploadLimits>(FILE_PATHS.limits, undefined, signal),
  // A setting of the server's start: read once a session.
  staleTime: Number.POSITIVE_INFINITY,
} as const;

/** Narrower than the server's limits for one input: a resume's size, an import's one type. */
export interface UploadNarrowing {
  maxBytes?: number | undefined;
  /** null: any type (the call reads the bytes itself, e.g. a signed letter's check). */
  extensions?: readonly string[] | null | undefined;
  /** The refusal of a type outside `extensions`, as the server words it for that input. */
  typeMessage?: string | undefined;
}

/**
 * `check(file)`: the server's sentence for a file it would refuse, else null. The limits are read
 * when the input mounts, so the check is immediate; if they cannot be read the file goes to the
 * server, which checks it anyway.
 */
export function useUploadCheck(narrowing: UploadNarrowing = {}) {
  const client = useQueryClient();
  useQuery(limitsQuery);
  const { maxBytes, extensions, typeMessage } = narrowing;
  return useCallback(
    async (file: File): Promise<string | null> => {
      let limits: TUploadLimits;
      try {
        limits = await client.ensureQueryData(limitsQuery);
      } catch {
        return null;
      }
      return uploadProblem(file, {
        maxBytes: Math.min(limits.maxBytes, maxBytes ?? Number.POSITIVE_INFINITY),
        extensions: extensions === undefined ? limits.acceptedExtensions : extensions,
        ...(typeMessage ? { typeMessage } : {}),
      });
    },
    [client, maxBytes, extensions, typeMessage],
  );
}
