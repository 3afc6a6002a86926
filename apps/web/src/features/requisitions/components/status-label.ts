import { REQUISITION_STATUSES, type RequisitionStatus } from '@hr/contracts';

export const statusLabel = (status: string) => REQUISITION_STATUSES[status as RequisitionStatus] ?? status;
