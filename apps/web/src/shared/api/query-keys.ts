// Query keys that several features invalidate: a change to an application or an export refreshes
// the requisition lists and the form's lock, so the keys live here rather than in one feature.
export const requisitionKeys = {
  all: ['requisitions'] as const,
};

export const expiredRequisitionKeys = {
  all: ['expired-requisitions'] as const,
};

export const requisitionFormKeys = {
  all: ['requisition-form'] as const,
  position: (id: number) => [...requisitionFormKeys.all, id] as const,
  part: (id: number, part: string) => [...requisitionFormKeys.position(id), part] as const,
};

/**
 * What shows an application's status or depends on it: the application lists, the record and its
 * letters (whether an offer or contract can be made yet). Events in several features move that status
 * (an interview scheduled or passed, a letter sent or answered), so each refreshes these.
 */
export const applicationStatusKeys = [['applications'], ['application-record'], ['letters']] as const;
