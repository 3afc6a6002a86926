// The application record's reads and writes (`/appfrm/{id}`): one query per tab, mutations that
// refresh the record (its scores, lock and history move with every write) and show the spec's toasts.
import {
  FILE_PATHS,
  INTERVIEW_EMAIL_MESSAGES,
  MESSAGES,
  APPLICATION_RECORD_PATHS as P,
  type TApplicantContactUpdate,
  type TApplicationCreate,
  type TApplicationRecord,
  type TApplicationSaved,
  type TApplicationUpdate,
  type TChangeReview,
  type TComplianceApplication,
  type TComplianceStatusChange,
  type TCreateProfileResult,
  type TEmailSent,
  type TInterviewStep,
  type TMeetsRequirement,
  type TMeetsRequirementAnswer,
  type TResumeReplaced,
  type TResumeReport,
  type TReviews,
  type TSaveComplianceApplication,
  type TStepInterview,
} from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, errorMessage, hrApi, mainApi } from '../../../shared/api/client';
import { showFailure } from '../../../shared/ui/form';
import { formatDayTime } from '../../../shared/ui/format';
import { saveBlob } from '../../../shared/ui/save-blob';

export const recordKeys = {
  all: ['application-record'] as const,
  record: (id: number) => ['application-record', id] as const,
  part: (id: number, part: string) => ['application-record', id, part] as const,
  /** Under the interviews feature's key of the requisition, so its mutations refresh these too. */
  steps: (positionId: number, applicationId: number) =>
    ['interviews', positionId, 'record', applicationId] as const,
};

export const useApplicationRecord = (id: number) =>
  useQuery({
    queryKey: recordKeys.record(id),
    queryFn: ({ signal }) => mainApi.get<TApplicationRecord>(P.get(id), undefined, signal),
  });

export const useResumeReport = (applicationId: number, enabled: boolean) =>
  useQuery({
    queryKey: recordKeys.part(applicationId, 'resume-report'),
    queryFn: ({ signal }) => mainApi.get<TResumeReport>(P.resumeReport, { applicationId }, signal),
    enabled,
  });

export const useReviews = (applicationId: number) =>
  useQuery({
    queryKey: recordKeys.part(applicationId, 'reviews'),
    queryFn: ({ signal }) => mainApi.get<TReviews>(P.reviews(applicationId), undefined, signal),
  });

export const useComplianceApplication = (applicationId: number) =>
  useQuery({
    queryKey: recordKeys.part(applicationId, 'compliance'),
    queryFn: ({ signal }) =>
      mainApi.get<TComplianceApplication | null>(P.compliance(applicationId), undefined, signal),
  });

export const useInterviewSteps = (positionId: number, applicationId: number) =>
  useQuery({
    queryKey: recordKeys.steps(positionId, applicationId),
    queryFn: ({ signal }) =>
      mainApi.get<TInterviewStep[]>(P.interviewSteps(applicationId), undefined, signal),
  });

export const useStepInterviews = (positionId: number, stepId: number, applicationId: number) =>
  useQuery({
    queryKey: [...recordKeys.steps(positionId, applicationId), stepId],
    queryFn: ({ signal }) =>
      mainApi.get<TStepInterview[]>(P.stepInterviews(stepId, applicationId), undefined, signal),
  });

/** The server's 409 for an unreadable file that would replace a readable resume unconfirmed. */
export const isUnreadableRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body.code === 'RESUME_UNREADABLE';

export function useRecordMutations(applicationId: number, positionId: number) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: recordKeys.record(applicationId) }),
      client.invalidateQueries({ queryKey: ['interviews', positionId] }),
    ]);
  const failed = (error: unknown) => showFailure(error, MESSAGES.failedBang);
  return {
    update: useMutation({
      mutationFn: (body: TApplicationUpdate) =>
        mainApi.post<TApplicationSaved>(P.update(applicationId), body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refresh();
      },
      onError: (error) => showFailure(error, MESSAGES.failedBang),
    }),
    /** The name and phones, whatever the lock (audited by the server). */
    updateContact: useMutation({
      mutationFn: (body: TApplicantContactUpdate) =>
        mainApi.post<TApplicationSaved>(P.updateContact(applicationId), body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refresh();
      },
      onError: (error) => showFailure(error, MESSAGES.failedBang),
    }),
    replaceResume: useMutation({
      mutationFn: ({ fileId, confirm = false }: { fileId: number; confirm?: boolean }) =>
        mainApi.post<TResumeReplaced>(
          P.updateResume(applicationId, fileId),
          undefined,
          confirm ? { confirm: 'true' } : undefined,
        ),
      onSuccess: (result) => {
        toast.success(result.message);
        // Kept, but the report cannot use it: said where the user looks.
        if (result.warning) toast.warning(result.warning);
        void refresh();
        void client.invalidateQueries({ queryKey: recordKeys.part(applicationId, 'resume-report') });
      },
      onError: (error) => {
        // An unreadable file over a readable resume: the Resume tab asks first.
        if (!isUnreadableRefusal(error)) showFailure(error, MESSAGES.failedToUpload);
      },
    }),
    createProfile: useMutation({
      mutationFn: () => mainApi.post<TCreateProfileResult>(P.createProfile(applicationId)),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refresh();
      },
      onError: failed,
    }),
    review: useMutation({
      mutationFn: (body: TChangeReview) => mainApi.post<TReviews>(P.changeReview, body),
      onSuccess: (reviews) => {
        client.setQueryData(recordKeys.part(applicationId, 'reviews'), reviews);
        toast.success(MESSAGES.successfullyUpdated);
        void refresh();
      },
      onError: (error) => showFailure(error, MESSAGES.failedToUpdate),
    }),
    saveCompliance: useMutation({
      mutationFn: (body: TSaveComplianceApplication) =>
        mainApi.post<TComplianceApplication>(P.compliance(applicationId), body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullySavedBang);
        void client.invalidateQueries({ queryKey: recordKeys.part(applicationId, 'compliance') });
        void refresh();
      },
      onError: failed,
    }),
    complianceStatus: useMutation({
      mutationFn: (body: TComplianceStatusChange) =>
        hrApi.post<{ id: number; status: string }>(P.complianceChangeStatus, body),
      onSuccess: (answer) => {
        // Spec section 8: APPROVED as a success toast, any other status as an info toast.
        if (answer.status === 'APPROVED') toast.success(answer.status);
        else toast.info(answer.status);
        void client.invalidateQueries({ queryKey: recordKeys.part(applicationId, 'compliance') });
        void refresh();
      },
      onError: failed,
    }),
    sendEmail: useMutation({
      mutationFn: ({ interviewId, to }: { interviewId: number; to: 'applicant' | 'interviewers' }) =>
        mainApi.get<TEmailSent>(
          to === 'applicant' ? P.emailApplicant(interviewId) : P.emailInterviewers(interviewId),
        ),
      onMutate: () => toast.info(MESSAGES.sending),
      onSuccess: (answer) => {
        if (answer.sent > 0) toast.success(answer.message);
        else if (answer.emailedAt)
          toast.info(INTERVIEW_EMAIL_MESSAGES.alreadySent(formatDayTime(answer.emailedAt)));
        else toast.info(INTERVIEW_EMAIL_MESSAGES.nobody);
        // The card shows when each side was last emailed.
        void refresh();
      },
      onError: failed,
    }),
    deleteInterview: useMutation({
      mutationFn: (interviewId: number) => mainApi.del<{ message: string }>(P.deleteInterview(interviewId)),
      onSuccess: () => {
        toast.success(MESSAGES.deleted);
        void refresh();
      },
      onError: failed,
    }),
    decide: useMutation({
      mutationFn: (body: TMeetsRequirement) =>
        mainApi.post<TMeetsRequirementAnswer>(P.meetsRequirement, body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refresh();
      },
      onError: failed,
    }),
  };
}

/** Creating an application (the record's create mode). */
export function useCreateApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplicationCreate) => mainApi.post<TApplicationSaved>(P.create, body),
    onSuccess: (saved) => {
      toast.success(MESSAGES.successfullyCreated);
      if (saved.warning) toast.warning(saved.warning);
      void client.invalidateQueries({ queryKey: ['candidates'] });
    },
    onError: (error) => showFailure(error, MESSAGES.failedBang),
  });
}

/** Saves the applicant's resume under its own name (the bearer token goes with the read). */
export async function downloadResume(resume: { fileId: number; originalName: string }): Promise<void> {
  try {
    saveBlob(await mainApi.get<Blob>(FILE_PATHS.download(resume.fileId)), resume.originalName);
  } catch (error) {
    toast.error(errorMessage(error, MESSAGES.failed));
  }
}
