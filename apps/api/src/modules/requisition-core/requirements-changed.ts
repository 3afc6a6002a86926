// Applications are scored against their requisition's requirement rows. The applications module
// builds on requisitions, so requisitions cannot call it: the app wires the scorer here once
// (app.ts), and every write to a requirement row calls `requirementsChanged` in its transaction.
import type { Tx } from './audit.js';

type RequirementsListener = (tx: Tx, jobPositionId: number) => Promise<void>;

const listeners = new Set<RequirementsListener>();

export function onRequirementsChanged(listener: RequirementsListener): void {
  listeners.add(listener);
}

export async function requirementsChanged(tx: Tx, jobPositionId: number): Promise<void> {
  for (const listener of listeners) await listener(tx, jobPositionId);
}
