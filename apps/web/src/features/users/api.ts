import {
  AUTH_PATHS,
  MAIN_PATHS,
  type TChangePassword,
  type TInviteUser,
  type TLoginAnswer,
  type TUserAccess,
  type TUserListRow,
  type TUserPage,
  USER_FILTERS,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi, mainApi } from '../../shared/api/client';
import { criteriaBody, type ListState, listQuery } from '../../shared/ui/data-table';

export const userKeys = {
  all: ['users'] as const,
  list: (state: ListState) => [...userKeys.all, 'list', state] as const,
};

/** The users page: the plain list, or the criteria call while a role or state filter is on. */
export function useUsers(state: ListState) {
  return useQuery({
    queryKey: userKeys.list(state),
    queryFn: ({ signal }) =>
      state.filter
        ? mainApi.post<TUserPage>(MAIN_PATHS.usersCriteria, criteriaBody(state, USER_FILTERS))
        : mainApi.get<TUserPage>(MAIN_PATHS.users, listQuery(state), signal),
    placeholderData: keepPreviousData,
  });
}

/** Every change answers the user's new row; the list reloads. */
function useUserChange<In>(call: (input: In) => Promise<TUserListRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useInviteUser = () =>
  useUserChange((body: TInviteUser) => mainApi.post<TUserListRow>(MAIN_PATHS.inviteUser, body));

export const useUpdateAccess = () =>
  useUserChange(({ id, ...body }: TUserAccess & { id: number }) =>
    mainApi.put<TUserListRow>(MAIN_PATHS.userAccess(id), body),
  );

const ACTION_PATHS = {
  disable: MAIN_PATHS.disableUser,
  enable: MAIN_PATHS.enableUser,
  resend: MAIN_PATHS.resendInvitation,
} as const;
export type UserAction = keyof typeof ACTION_PATHS;

export const useUserAction = () =>
  useUserChange(({ id, action }: { id: number; action: UserAction }) =>
    mainApi.post<TUserListRow>(ACTION_PATHS[action](id)),
  );

/** The signed-in user's own password; answers a fresh token (every other session ended). */
export const changePassword = (body: TChangePassword) =>
  authApi.post<TLoginAnswer>(AUTH_PATHS.changePassword, body);
