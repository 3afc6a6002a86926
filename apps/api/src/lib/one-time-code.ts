// The secret of an emailed one-time link (approvals, invitations, password resets). Only its
// SHA-256 is stored: a leaked database does not give working links.
import { createHash, randomBytes } from 'node:crypto';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');
