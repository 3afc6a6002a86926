// Approvers, the approvals of a requisition, sending the approval emails with one-time links, and
// the responses that move the requisition to approved (RVA) or declined (RVD).
// One file per use case (issue 30); this is the service the routes use.
import { createApprovalChainService } from './approval-chain.service.js';
import { createApprovalListService } from './approval-list.service.js';
import { createApprovalRespondService } from './approval-respond.service.js';
import { createApprovalSendService } from './approval-send.service.js';
import type { ApprovalDeps } from './approval-shared.js';

export { APPROVAL_EXPORT_HEADERS } from './approval-list.service.js';
export { linkExpiry, moveRequisition } from './approval-shared.js';

export function createApprovalService(deps: ApprovalDeps) {
  return {
    ...createApprovalChainService(deps),
    ...createApprovalListService(deps),
    ...createApprovalSendService(deps),
    ...createApprovalRespondService(deps),
  };
}
