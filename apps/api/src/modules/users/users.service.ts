// Settings > Users: the list, invitations, roles and grants, disable and re-enable. Every change is
// one transaction with its audit_event row; a change to what a user may do ends their sessions, so
// their next request answers 401 and they sign in again with the new grants.
import {
  defaultAuthorityCodes,
  ROLES,
  type RoleName,
  SET_PASSWORD_PAGE,
  type TUserListRow,
  USER_FILTERS,
  USER_MESSAGES,
  type ZInviteUser,
  type ZUserAccess,
} from '@hr/contracts';
import type { z } from 'zod';
import { audit } from '../../db/audit.js';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  byName,
  containsFolded,
  filterColumns,
  type ListDefinition,
  listCalls,
} from '../../lib/list-query.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import type { SessionEndReason, SessionStore } from '../../plugins/sessions.js';
import { ACCOUNT_SELECT, fullName } from '../auth/index.js';
import { issuePasswordLink } from './password-links.js';

type Tx = Prisma.TransactionClient;

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ROLE_NAMES_OF_USER = `ARRAY(SELECT r.name FROM user_role ur JOIN role r ON r.id = ur.role_id
  WHERE ur.user_id = u.id ORDER BY r.name)`;
const STATE = `CASE WHEN NOT u.active THEN 'DISABLED' WHEN u.password_hash IS NULL THEN 'INVITED' ELSE 'ACTIVE' END`;

export const USER_LIST: ListDefinition = {
  from: 'app_user u',
  select: {
    id: 'u.id',
    email: 'u.email',
    firstName: 'u.first_name',
    lastName: 'u.last_name',
    roles: `array_to_string(${ROLE_NAMES_OF_USER}, ',')`,
    authorities: `ARRAY(SELECT a.authority_code FROM user_authority a WHERE a.user_id = u.id ORDER BY 1)`,
    state: STATE,
    lastSignInAt: iso('u.last_sign_in_at'),
    createdAt: iso('u.created_at'),
  },
  sortable: {
    id: 'u.id',
    email: 'u.email',
    lastName: byName('u.last_name'),
    state: STATE,
    lastSignInAt: 'u.last_sign_in_at',
    createdAt: 'u.created_at',
  },
  // Names and emails ignoring case and accents (the users are few: folded as the list is read).
  search: (term, param) => {
    const typed = param(term);
    return `${containsFolded(`search_fold(u.first_name || ' ' || u.last_name)`, typed)}
      OR ${containsFolded('lower(u.email)', typed)}`;
  },
  filters: (() => {
    const columns = filterColumns(USER_FILTERS, { role: ROLE_NAMES_OF_USER, state: STATE });
    return { ...columns, role: { ...columns.role, array: true } };
  })(),
  tieBreaker: 'u.id',
};

/**
 * A new user without a password, and a one-time link to set it: what an invitation emails and what
 * `npm run user:create` prints. Inviting an existing email is 409. Returns the link's code.
 */
export async function createUserWithLink(
  prisma: PrismaClient,
  input: z.output<typeof ZInviteUser>,
  actorId: number | null,
  now: Date,
) {
  const authorities = input.authorities ?? defaultAuthorityCodes(input.roles as RoleName[]);
  return prisma.$transaction(async (tx) => {
    const taken = await tx.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (taken) throw new AppError('DUPLICATE', USER_MESSAGES.emailTaken, { email: USER_MESSAGES.emailTaken });
    const user = await tx.user.create({
      data: { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash: null },
      select: { id: true, email: true, firstName: true, lastName: true },
    });
    await setAccess(tx, user.id, input.roles, authorities);
    const code = await issuePasswordLink(tx, user, 'INVITATION', now);
    await audit(tx, {
      userId: actorId,
      entity: 'User',
      id: user.id,
      action: 'INVITE',
      details: { email: user.email, roles: input.roles, authorities },
    });
    return { user, code };
  });
}

async function setAccess(tx: Tx, userId: number, roles: readonly string[], authorities: readonly string[]) {
  const roleRows = await tx.role.findMany({ where: { name: { in: [...roles] } }, select: { id: true } });
  await tx.userRole.deleteMany({ where: { userId } });
  await tx.userRole.createMany({ data: roleRows.map((role) => ({ userId, roleId: role.id })) });
  await tx.userAuthority.deleteMany({ where: { userId } });
  await tx.userAuthority.createMany({
    data: authorities.map((authorityCode) => ({ userId, authorityCode })),
  });
}

/**
 * A hired applicant's account becomes an Employee's (the employees module calls it inside the save's
 * transaction): the Applicant role is replaced by Employee, other roles and grants are kept, and so
 * are the email and password. Their sessions end, since a token's roles are claims: the next sign-in
 * with the same password carries the new role. Call `sessions.forget(userId)` after the commit.
 * Answers whether anything changed.
 */
export async function makeEmployee(
  tx: Tx,
  sessions: Pick<SessionStore, 'endAllOf'>,
  userId: number,
  actorId: number | null,
): Promise<boolean> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { roles: { select: { role: { select: { name: true } } } }, authorities: true },
  });
  if (!user) return false;
  const before = user.roles.map((r) => r.role.name).sort();
  const after = [...new Set([...before.filter((r) => r !== ROLES.APPLICANT), ROLES.EMPLOYEE])].sort();
  if (JSON.stringify(before) === JSON.stringify(after)) return false;
  const authorities = user.authorities.map((a) => a.authorityCode).sort();
  await setAccess(tx, userId, after, authorities);
  await sessions.endAllOf(tx, userId, 'ACCESS_CHANGED');
  await audit(tx, {
    userId: actorId,
    entity: 'User',
    id: userId,
    action: 'ACCESS_CHANGE',
    details: { before: { roles: before, authorities }, after: { roles: after, authorities } },
  });
  return true;
}

export interface UsersDeps extends Pick<ServiceDeps, 'db' | 'lists' | 'mailer' | 'clock'> {
  sessions: Pick<SessionStore, 'endAllOf' | 'forget'>;
}

export function createUsersService(deps: UsersDeps) {
  const { db, lists, mailer, clock, sessions } = deps;
  const { prisma } = db;

  /** Runs the change, then drops the user's cached sessions here (the others heard NOTIFY at commit). */
  async function changing<T>(userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await prisma.$transaction(work);
    sessions.forget(userId);
    return result;
  }

  async function endSessions(tx: Tx, userId: number, reason: SessionEndReason) {
    await sessions.endAllOf(tx, userId, reason);
  }

  /**
   * Refuses a change that leaves no active Recruitment Manager. Runs inside the change's
   * transaction after its writes, under a lock so two concurrent changes cannot both pass.
   */
  async function assertAnAdministratorRemains(tx: Tx) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('hr:administrators'))`;
    const left = await tx.user.count({
      where: { active: true, roles: { some: { role: { name: ROLES.RECRUITMENT_MANAGER } } } },
    });
    if (left === 0) throw new AppError('LAST_ADMINISTRATOR', USER_MESSAGES.lastAdministrator);
  }

  async function findUser(tx: Tx, id: number) {
    const user = await tx.user.findUnique({
      where: { id },
      select: ACCOUNT_SELECT,
    });
    if (!user) throw notFound('User', id);
    return user;
  }

  async function row(id: number): Promise<TUserListRow> {
    const { rows } = await db.pool.query<TUserListRow>(
      `SELECT ${Object.entries(USER_LIST.select)
        .map(([name, expression]) => `${expression} AS "${name}"`)
        .join(', ')} FROM app_user u WHERE u.id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound('User', id);
    return rows[0];
  }

  async function sendInvitation(
    user: { id: number; email: string; firstName: string; lastName: string },
    code: string,
    inviterName: string,
  ) {
    await mailer.send({
      templateKey: 'USER_INVITATION',
      to: user.email,
      values: { userName: fullName(user), inviterName, link: mailer.link(SET_PASSWORD_PAGE, { code }) },
      entity: 'User',
      entityId: user.id,
    });
  }

  async function nameOf(id: number | null): Promise<string> {
    if (id === null) return 'An administrator';
    const user = await prisma.user.findUnique({ where: { id }, select: { firstName: true, lastName: true } });
    return user ? fullName(user) : 'An administrator';
  }

  return {
    ...listCalls<TUserListRow>(lists, USER_LIST),

    async invite(input: z.output<typeof ZInviteUser>, actorId: number): Promise<TUserListRow> {
      const { user, code } = await createUserWithLink(prisma, input, actorId, clock());
      await sendInvitation(user, code, await nameOf(actorId));
      return row(user.id);
    },

    /** A new link for a user who has not set a password yet; the earlier link stops working. */
    async resendInvitation(id: number, actorId: number): Promise<TUserListRow> {
      const { user, code } = await prisma.$transaction(async (tx) => {
        const found = await findUser(tx, id);
        if (found.passwordHash || !found.active)
          throw new AppError('STATUS_MOVE_REFUSED', USER_MESSAGES.notInvited);
        const issued = await issuePasswordLink(tx, found, 'INVITATION', clock());
        await audit(tx, { userId: actorId, entity: 'User', id, action: 'RESEND_INVITATION' });
        return { user: found, code: issued };
      });
      await sendInvitation(user, code, await nameOf(actorId));
      return row(id);
    },

    /** New roles and grants; when they differ, the user's sessions end (their tokens hold the old ones). */
    async updateAccess(
      id: number,
      input: z.output<typeof ZUserAccess>,
      actorId: number,
    ): Promise<TUserListRow> {
      await changing(id, async (tx) => {
        const user = await findUser(tx, id);
        const before = {
          roles: user.roles.map((r) => r.role.name).sort(),
          authorities: user.authorities.map((a) => a.authorityCode).sort(),
        };
        const after = { roles: [...input.roles].sort(), authorities: [...input.authorities].sort() };
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await setAccess(tx, id, after.roles, after.authorities);
        await assertAnAdministratorRemains(tx);
        await endSessions(tx, id, 'ACCESS_CHANGED');
        await audit(tx, {
          userId: actorId,
          entity: 'User',
          id,
          action: 'ACCESS_CHANGE',
          details: { before, after },
        });
      });
      return row(id);
    },

    async disable(id: number, actorId: number): Promise<TUserListRow> {
      await changing(id, async (tx) => {
        const user = await findUser(tx, id);
        if (!user.active) return;
        await tx.user.update({ where: { id }, data: { active: false } });
        await assertAnAdministratorRemains(tx);
        await endSessions(tx, id, 'DISABLED');
        await audit(tx, { userId: actorId, entity: 'User', id, action: 'DISABLE' });
      });
      return row(id);
    },

    async enable(id: number, actorId: number): Promise<TUserListRow> {
      await prisma.$transaction(async (tx) => {
        const user = await findUser(tx, id);
        if (user.active) return;
        await tx.user.update({ where: { id }, data: { active: true } });
        await audit(tx, { userId: actorId, entity: 'User', id, action: 'ENABLE' });
      });
      return row(id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
