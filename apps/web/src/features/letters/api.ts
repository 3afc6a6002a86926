// Offer and contract letters (HR API): HR prepares, sends and withdraws them from the application
// record; the applicant registers with the emailed code, reads, answers and uploads documents.
import {
  FILE_PATHS,
  LETTER_PATHS as L,
  MESSAGES,
  type TContractApplicationDetails,
  type TContractLetterAnswer,
  type TEmployeePapers,
  type TLetterIds,
  type TLetterResponse,
  type TLetterSent,
  type TLetterVerification,
  type TLoginAnswer,
  type TLoginRequest,
  type TOfferApplicationDetails,
  type TOfferLetterAnswer,
  type TRegistrationAnswer,
  type TRegistrationCheck,
  type TRegistrationCodeAnswer,
  type TRegistrationPassword,
  type TSaveContractLetter,
  type TSaveOfferLetter,
  type TUploadCompliance,
  type TUploadComplianceAnswer,
  UPLOAD_FIELD,
} from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, errorMessage, hrApi, hrPublicApi, loginApi, mainApi } from '../../shared/api/client';
import { applicationStatusKeys } from '../../shared/api/query-keys';
import { saveBlob } from '../../shared/ui/save-blob';
import type { LetterKind } from './letter-state';

export const letterKeys = {
  all: ['letters'] as const,
  details: (kind: LetterKind, applicationId: number) => ['letters', kind, 'details', applicationId] as const,
  letter: (kind: LetterKind, id: number) => ['letters', kind, 'letter', id] as const,
  ids: (email: string) => ['letters', 'ids', email] as const,
  code: (code: string) => ['letters', 'code', code] as const,
  papers: (employeeId: number) => ['letters', 'papers', employeeId] as const,
};

function useRefreshLetters() {
  const client = useQueryClient();
  return () => Promise.all(applicationStatusKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

// ------------------------------------------------------------------------------------------ HR side

export const useOfferDetails = (applicationId: number) =>
  useQuery({
    queryKey: letterKeys.details('offer', applicationId),
    queryFn: ({ signal }) =>
      hrApi.get<TOfferApplicationDetails>(L.offerApplicationDetails(applicationId), undefined, signal),
  });

export const useContractDetails = (applicationId: number) =>
  useQuery({
    queryKey: letterKeys.details('contract', applicationId),
    queryFn: ({ signal }) =>
      hrApi.get<TContractApplicationDetails>(L.contractApplicationDetails(applicationId), undefined, signal),
  });

/** A failed letter save or read shows the server's message (spec section 8). */
const serverToast = (error: unknown) => toast.error(errorMessage(error, MESSAGES.failed));

export function useSaveLetter<K extends LetterKind>(kind: K) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (body: K extends 'offer' ? TSaveOfferLetter : TSaveContractLetter) =>
      hrApi.post<{ id: number }>(kind === 'offer' ? L.offerSave : L.contractSave, body),
    onSuccess: () => {
      toast.success(MESSAGES.successfullySavedBang);
      void refresh();
    },
    onError: serverToast,
  });
}

export function useSendLetter(kind: LetterKind) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (id: number) =>
      hrApi.post<TLetterSent>(kind === 'offer' ? L.offerSend(id) : L.contractSend(id)),
    onMutate: () => toast.info(MESSAGES.sending),
    onSuccess: () => {
      toast.success(kind === 'offer' ? MESSAGES.offerLetterSent : MESSAGES.contractLetterSent);
      void refresh();
    },
    onError: serverToast,
  });
}

/** Staff check a PDF someone sent back against the signed letters as issued. */
export function useVerifyLetter() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, file.name);
      return hrApi.post<TLetterVerification>(L.verify, form);
    },
  });
}

export function useWithdrawLetter(kind: LetterKind) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (id: number) =>
      hrApi.post<{ message: string }>(kind === 'offer' ? L.offerWithdraw(id) : L.contractWithdraw(id)),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refresh();
    },
    onError: serverToast,
  });
}

// ---------------------------------------------------------------------------------- files and PDFs

/** A stored file (an applicant's document, an employee-pack file), saved with its original name. */
export async function downloadFile(fileId: number, fileName: string): Promise<void> {
  try {
    saveBlob(await mainApi.get<Blob>(FILE_PATHS.download(fileId)), fileName);
  } catch (error) {
    toast.error(errorMessage(error, `${fileName} could not be downloaded.`));
  }
}

/** A signed letter's signature certificate on a page of its own. */
export async function downloadCertificatePdf(kind: LetterKind, id: number): Promise<void> {
  try {
    const blob = await hrApi.get<Blob>(kind === 'offer' ? L.offerCertificate(id) : L.contractCertificate(id));
    saveBlob(blob, `${kind}-letter-${id}-certificate.pdf`);
  } catch (error) {
    toast.error(errorMessage(error, 'The certificate could not be made.'));
  }
}

/** The letters and documents an employee was hired with. */
export const useEmployeePapers = (employeeId: number) =>
  useQuery({
    queryKey: letterKeys.papers(employeeId),
    queryFn: ({ signal }) => hrApi.get<TEmployeePapers>(L.employeePapers(employeeId), undefined, signal),
  });

export async function downloadLetterPdf(kind: LetterKind, id: number): Promise<void> {
  try {
    const blob = await hrApi.get<Blob>(kind === 'offer' ? L.offerPdf(id) : L.contractPdf(id));
    saveBlob(blob, `${kind}-letter-${id}.pdf`);
  } catch (error) {
    toast.error(errorMessage(error, 'The PDF could not be made.'));
  }
}

// ---------------------------------------------------------------------------------- applicant side

export const useLetterIds = (email: string) =>
  useQuery({
    queryKey: letterKeys.ids(email),
    queryFn: ({ signal }) => hrApi.get<TLetterIds>(L.offerId, { email }, signal),
  });

export const useOfferLetter = (id: number | null) =>
  useQuery({
    queryKey: letterKeys.letter('offer', id ?? 0),
    queryFn: ({ signal }) => hrApi.get<TOfferLetterAnswer>(L.offer(id ?? 0), undefined, signal),
    enabled: id !== null,
  });

export const useContractLetter = (id: number) =>
  useQuery({
    queryKey: letterKeys.letter('contract', id),
    queryFn: ({ signal }) => hrApi.get<TContractLetterAnswer>(L.contract(id), undefined, signal),
  });

export function useRespond(kind: LetterKind, id: number) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (body: TLetterResponse) =>
      hrApi.post<{ message: string }>(kind === 'offer' ? L.offerRespond(id) : L.contractRespond(id), body),
    onSuccess: () => void refresh(),
    // A letter changed or withdrawn meanwhile: show it as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}

/**
 * `upload-compliance`: 'Save' on success; a refusal reads 'Required documents are not uploaded'
 * (spec section 8) unless the server names another reason (a withdrawn letter).
 */
export function useSaveDocuments(kind: LetterKind) {
  const refresh = useRefreshLetters();
  return useMutation({
    mutationFn: (body: TUploadCompliance) =>
      hrApi.post<TUploadComplianceAnswer>(
        kind === 'offer' ? L.offerUploadCompliance : L.contractUploadCompliance,
        body,
      ),
    onSuccess: () => {
      toast.success(MESSAGES.save);
      void refresh();
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 409
          ? error.message
          : MESSAGES.requiredDocumentsNotUploaded,
      ),
  });
}

// -------------------------------------------------------------------------------- registration

/** The link's code checked by the server (only a whole one: a damaged code is told apart before). */
export const useRegistrationCode = (code: string, enabled = true) =>
  useQuery({
    queryKey: letterKeys.code(code),
    queryFn: ({ signal }) =>
      hrPublicApi.get<TRegistrationCodeAnswer>(L.userCode(encodeURIComponent(code)), undefined, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });

export const checkRegistration = (body: TRegistrationCheck) =>
  hrPublicApi.post<{ message: string }>(L.userCheck, body);

export const setRegistrationPassword = (body: TRegistrationPassword) =>
  hrPublicApi.post<TRegistrationAnswer>(L.userResetPassword, body);

/** A registered applicant signs in where their letter link brought them (the sign-in call itself). */
export const signInForLetter = (body: TLoginRequest) => loginApi.post<TLoginAnswer>('', body);
