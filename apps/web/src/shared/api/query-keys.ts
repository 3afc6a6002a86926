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
