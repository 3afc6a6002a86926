// The organisation's settings: its time zone, the zone of "today" in every form and of the times on
// screen (contracts `days.ts`). Read once per session (it rarely changes); saving refreshes it.
import {
  DEFAULT_TIME_ZONE,
  localTimeZone,
  ORGANISATION_PATHS,
  type TOrgSettings,
  type TOrgSettingsView,
  timeForViewer,
  todayIn,
  UPLOAD_FIELD,
  zonedShort,
} from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { errorMessage, mainApi } from '../../shared/api/client';

export const organisationKeys = { settings: ['organisation', 'settings'] as const };

export function useOrgSettings() {
  return useQuery({
    queryKey: organisationKeys.settings,
    queryFn: ({ signal }) => mainApi.get<TOrgSettingsView>(ORGANISATION_PATHS.settings, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The organisation's zone (the demo's until the setting has loaded). */
export function useOrgTimeZone(): string {
  return useOrgSettings().data?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Today in the organisation's zone: the default of the forms' date fields. */
export function useOrgToday(): string {
  return todayIn(useOrgTimeZone());
}

/**
 * An instant as the organisation reads it, with its zone, and the viewer's time beside it when
 * their browser's clock differs: '27 Nov 2026, 10:00 AEDT (08:00 your time)'.
 */
export function useZonedTime(): (at: string | Date) => string {
  const zone = useOrgTimeZone();
  const viewer = localTimeZone();
  return (at) => {
    const instant = typeof at === 'string' ? new Date(at) : at;
    const day = zonedShort(instant, zone).replace(/, [^,]*$/, '');
    return `${day}, ${timeForViewer(instant, zone, viewer)}`;
  };
}

export function useSaveOrgSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrgSettings) =>
      mainApi.put<{ message: string; data: TOrgSettingsView }>(ORGANISATION_PATHS.settings, body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      client.setQueryData(organisationKeys.settings, answer.data);
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed')),
  });
}

/** The organisation's logo (the careers site's header): a new picture, or none. */
export function useOrgLogo() {
  const client = useQueryClient();
  const onSuccess = (answer: { message: string; data: TOrgSettingsView }) => {
    toast.success(answer.message);
    client.setQueryData(organisationKeys.settings, answer.data);
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD, file, file.name);
      return mainApi.put<{ message: string; data: TOrgSettingsView }>(ORGANISATION_PATHS.logo, form);
    },
    onSuccess,
    onError: (error) => toast.error(errorMessage(error, 'Failed to upload!')),
  });
  const remove = useMutation({
    mutationFn: () => mainApi.del<{ message: string; data: TOrgSettingsView }>(ORGANISATION_PATHS.logo),
    onSuccess,
    onError: (error) => toast.error(errorMessage(error, 'Failed')),
  });
  return { upload, remove };
}
