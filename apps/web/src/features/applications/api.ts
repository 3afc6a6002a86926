import {
  APPLICANT_IDENTITY_PATHS,
  APPLICATION_FILTERS,
  APPLICATION_LIST_PATHS,
  CANDIDATE_PATHS,
  MAIN_PATHS,
  MESSAGES,
  REQUISITION_FILTERS,
  type TAddCandidate,
  type TAddCandidateResult,
  type TApplicationPage,
  type TBoard,
  type TChangeStatus,
  type TChangeStatusBulk,
  type TChangeStatusBulkResult,
  type TChangeStatusResult,
  type TPhoneCheck,
  type TPhoneCheckAnswer,
  type TRequisitionPage,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { mainApi } from '../../shared/api/client';
import { requisitionFormKeys as formKeys } from '../../shared/api/query-keys';
import { criteriaBody, downloadListExport, type ListState, listQuery } from '../../shared/ui/data-table';
import { showFailure, toastFailure } from '../../shared/ui/form';

/**
 * Which applications a list shows: every one (/appsch), the caller's to review (/appsch?view=to-review),
 * the selected ones (/hr-modules), a requisition's.
 */
export type ApplicationScope = 'all' | 'toReview' | 'selected' | { requisitionId: number };

const scopeKey = (scope: ApplicationScope) => (typeof scope === 'string' ? scope : scope.requisitionId);

export const applicationKeys = {
  all: ['applications'] as const,
  list: (scope: ApplicationScope, state: ListState) => ['applications', scopeKey(scope), state] as const,
  board: (requisitionId: number) => ['applications', 'board', requisitionId] as const,
  completedRequisitions: (state: ListState) => ['applications', 'completed-requisitions', state] as const,
};

/** The list and criteria paths of a scope (spec: `application/selected` when the url is hr-modules). */
function pathsOf(scope: ApplicationScope) {
  if (scope === 'all')
    return { list: APPLICATION_LIST_PATHS.list, criteria: APPLICATION_LIST_PATHS.criteria };
  if (scope === 'selected') {
    return { list: APPLICATION_LIST_PATHS.selected, criteria: APPLICATION_LIST_PATHS.selectedCriteria };
  }
  if (scope === 'toReview') {
    return { list: APPLICATION_LIST_PATHS.toReview, criteria: APPLICATION_LIST_PATHS.toReviewCriteria };
  }
  return { list: null, criteria: CANDIDATE_PATHS.criteria(scope.requisitionId) };
}

/** A load or search is the GET list call; a column filter the criteria call (spec section 7). */
export function useApplications(scope: ApplicationScope, state: ListState) {
  const paths = pathsOf(scope);
  return useQuery({
    queryKey: applicationKeys.list(scope, state),
    queryFn: ({ signal }) =>
      paths.list && !state.filter
        ? mainApi.request<TApplicationPage>('GET', paths.list, { params: listQuery(state), signal })
        : mainApi.request<TApplicationPage>('POST', paths.criteria, {
            body: criteriaBody(state, APPLICATION_FILTERS),
            signal,
          }),
    placeholderData: keepPreviousData,
  });
}

/** The XLSX of the list under its current filter and sort. */
export function exportApplications(scope: ApplicationScope, state: ListState) {
  const body = criteriaBody(state, APPLICATION_FILTERS);
  if (scope === 'all') return downloadListExport(APPLICATION_LIST_PATHS.export, body, 'Applications.xlsx');
  if (scope === 'selected') {
    return downloadListExport(APPLICATION_LIST_PATHS.selectedExport, body, 'Selected_applications.xlsx');
  }
  if (scope === 'toReview') {
    return downloadListExport(APPLICATION_LIST_PATHS.toReviewExport, body, 'Applications_to_review.xlsx');
  }
  return downloadListExport(
    CANDIDATE_PATHS.export(scope.requisitionId),
    body,
    `Candidates_${scope.requisitionId}.xlsx`,
  );
}

export function useBoard(requisitionId: number) {
  return useQuery({
    queryKey: applicationKeys.board(requisitionId),
    queryFn: ({ signal }) =>
      mainApi.request<TBoard>('GET', APPLICATION_LIST_PATHS.board(requisitionId), { signal }),
  });
}

/** /appfrm: the requisitions whose progress is COMPLETED (spec section 7: the criteria call plus that filter). */
export function useCompletedRequisitions(state: ListState) {
  return useQuery({
    queryKey: applicationKeys.completedRequisitions(state),
    queryFn: ({ signal }) => {
      const body = criteriaBody(state, REQUISITION_FILTERS);
      return mainApi.request<TRequisitionPage>('POST', MAIN_PATHS.requisitionsCriteria, {
        body: {
          ...body,
          columns: [...body.columns, 'progress'],
          operators: [...body.operators, 'SEL_EQUAL'],
          values: [...body.values, 'COMPLETED'],
        },
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** Adding a candidate and changing statuses; every success refreshes the lists (and the form's lock). */
export function useApplicationMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: applicationKeys.all });
  // Leaving NEW locks the requisition's position data: the form re-reads its lock too.
  const refreshLock = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: applicationKeys.all }),
      client.invalidateQueries({ queryKey: formKeys.all }),
    ]);
  return {
    add: useMutation({
      mutationFn: (body: TAddCandidate) =>
        mainApi.post<TAddCandidateResult>(CANDIDATE_PATHS.addCandidate, body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyCreated);
        void refresh();
      },
    }),
    change: useMutation({
      mutationFn: (body: TChangeStatus) =>
        mainApi.post<TChangeStatusResult>(CANDIDATE_PATHS.changeStatus, body),
      onSuccess: () => {
        toast.success(MESSAGES.successfullyUpdated);
        void refreshLock();
      },
      onError: (error) => showFailure(error, MESSAGES.failedBang),
    }),
    bulk: useMutation({
      mutationFn: (body: TChangeStatusBulk) =>
        mainApi.post<TChangeStatusBulkResult>(CANDIDATE_PATHS.changeStatusBulk, body),
      onSuccess: (result) => {
        if (result.moved.length > 0) toast.success(MESSAGES.successfullyUpdated);
        // None moved: the first row's reason says why (the same for all, most often).
        else toastFailure({ title: MESSAGES.failedBang, reason: result.notMoved[0]?.reason ?? null });
        void refreshLock();
      },
      onError: (error) => showFailure(error, MESSAGES.failedBang),
    }),
  };
}

/** Other applicants' records holding these numbers (the phone warning asks before a save). */
export const checkPhones = (body: TPhoneCheck) =>
  mainApi.post<TPhoneCheckAnswer>(APPLICANT_IDENTITY_PATHS.phoneCheck, body);
