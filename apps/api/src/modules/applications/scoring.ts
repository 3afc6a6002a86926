// The derived scores of an application: profile score (the applicant against the requisition's
// weighted qualification, certification, work authorisation, experience and skill rows), the
// mandatory rows missed, and the review score. Set-based: the same few queries for 1 or 1,000 ids.
import { REVIEW_POINTS, type ReviewType, type ScoreCriterion, type TScoreItem } from '@hr/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import { yearsOfExperience } from './resume-facts.js';

type Tx = Prisma.TransactionClient;

/** One requirement row of a requisition, with what matching it needs. */
export interface Requirement {
  jobPositionId: number;
  criterion: ScoreCriterion;
  referenceId: number | null;
  name: string;
  weight: number;
  mandatory: boolean;
  minYears: number | null;
  industryId: number | null;
  industryName: string | null;
  disciplineId: number | null;
}

/** The requirement rows of these requisitions, in one query. */
export async function requirementsOf(tx: Tx, positionIds: readonly number[]): Promise<Requirement[]> {
  if (positionIds.length === 0) return [];
  return tx.$queryRaw<Requirement[]>`
    SELECT s.job_position_id AS "jobPositionId", 'QUALIFICATION' AS criterion, s.job_quality_ref_id AS "referenceId",
           coalesce(r.name, '') AS name, s.weight, s.mandatory, NULL::int AS "minYears",
           NULL::int AS "industryId", NULL::text AS "industryName", NULL::int AS "disciplineId"
      FROM job_qual_spec s LEFT JOIN ref_qualification r ON r.id = s.job_quality_ref_id
     WHERE s.job_position_id = ANY(${positionIds}::int[])
    UNION ALL
    SELECT s.job_position_id, 'CERTIFICATION', s.job_cert_ref_id, coalesce(r.name, ''), s.weight, s.mandatory,
           NULL, NULL, NULL, NULL
      FROM job_certification_spec s LEFT JOIN ref_certification r ON r.id = s.job_cert_ref_id
     WHERE s.job_position_id = ANY(${positionIds}::int[])
    UNION ALL
    SELECT s.job_position_id, 'WORK_AUTHORIZATION', s.work_auth_ref_id, coalesce(r.name, ''), s.weight,
           s.mandatory, NULL, NULL, NULL, NULL
      FROM work_auth_spec s LEFT JOIN ref_work_authorization r ON r.id = s.work_auth_ref_id
     WHERE s.job_position_id = ANY(${positionIds}::int[])
    UNION ALL
    SELECT s.job_position_id, 'EXPERIENCE', s.id,
           concat_ws(' ', s.min_years || '+ years', i.name, d.name), s.weight, s.mandatory, s.min_years,
           s.industry_id, i.name, s.industry_discipline_id
      FROM job_experience_spec s
      LEFT JOIN ref_industry i ON i.id = s.industry_id
      LEFT JOIN ref_industry_discipline d ON d.id = s.industry_discipline_id
     WHERE s.job_position_id = ANY(${positionIds}::int[])
    UNION ALL
    SELECT s.job_position_id, 'SKILL', s.skill_type_id, coalesce(r.name, ''), s.weight, s.mandatory,
           NULL, NULL, NULL, NULL
      FROM job_skill_spec s LEFT JOIN ref_skill r ON r.id = s.skill_type_id
     WHERE s.job_position_id = ANY(${positionIds}::int[])
    ORDER BY 1, 2, 3`;
}

/** What the profile offers to match against. */
export interface Profile {
  qualificationIds: ReadonlySet<number>;
  skillIds: ReadonlySet<number>;
  totalExperience: number | null;
  industryId: number | null;
  disciplineId: number | null;
  /** The resume's text (certifications and work authorisations have no profile field). */
  resumeText: string;
}

/** Whether a name appears in a text as whole words, ignoring case. */
export function mentions(text: string, name: string): boolean {
  const trimmed = name.trim();
  if (!trimmed || !text) return false;
  const escaped = trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** A requirement against the applicant's profile. */
export function meetsProfile(r: Requirement, p: Profile): boolean {
  switch (r.criterion) {
    case 'QUALIFICATION':
      return r.referenceId !== null && p.qualificationIds.has(r.referenceId);
    case 'SKILL':
      return r.referenceId !== null && p.skillIds.has(r.referenceId);
    case 'CERTIFICATION':
    case 'WORK_AUTHORIZATION':
      return mentions(p.resumeText, r.name);
    case 'EXPERIENCE':
      return (
        p.totalExperience !== null &&
        p.totalExperience >= (r.minYears ?? 0) &&
        (r.industryId === null || r.industryId === p.industryId) &&
        (r.disciplineId === null || r.disciplineId === p.disciplineId)
      );
  }
}

/**
 * A requirement against the resume's text alone (the resume report): an experience row by the years
 * its work history's dates or words show (`yearsOfExperience`, as of `today`).
 */
export function meetsText(r: Requirement, text: string, today: Date): boolean {
  if (r.criterion !== 'EXPERIENCE') return mentions(text, r.name);
  const years = yearsOfExperience(text, today);
  return (
    years !== null &&
    years >= (r.minYears ?? 0) &&
    (r.industryName === null || mentions(text, r.industryName))
  );
}

export const toScoreItem = (r: Requirement, met: boolean): TScoreItem => ({
  criterion: r.criterion,
  referenceId: r.referenceId,
  name: r.name,
  weight: r.weight,
  mandatory: r.mandatory,
  met,
});

/** 0-100 from the weights met; null when the requisition has no weighted rows. */
export function profileScore(items: readonly Pick<TScoreItem, 'weight' | 'met'>[]): number | null {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  if (total <= 0) return null;
  return Math.round((100 * items.reduce((sum, i) => sum + (i.met ? i.weight : 0), 0)) / total);
}

/** The mean of the reviews' points (like 100, maybe 50, dislike 0); null without reviews. */
export function reviewScore(types: readonly string[]): number | null {
  const points = types.map((t) => REVIEW_POINTS[t as ReviewType]).filter((p) => p !== undefined);
  if (points.length === 0) return null;
  return Math.round(points.reduce((a, b) => a + b, 0) / points.length);
}

/** Rescores every application of a requisition whose requirement rows changed. */
export async function rescoreRequisition(tx: Tx, jobPositionId: number): Promise<void> {
  const rows = await tx.application.findMany({ where: { jobPositionId }, select: { id: true } });
  await rescoreApplications(
    tx,
    rows.map((row) => row.id),
  );
}

/**
 * Recomputes profile score, missing mandatory items, score rows and review score of these
 * applications, inside the caller's transaction. Call it from every write that changes an input:
 * the applicant's profile or resume, the requisition's requirement rows, the reviews.
 */
export async function rescoreApplications(tx: Tx, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const apps = await tx.$queryRaw<
    {
      id: number;
      jobPositionId: number;
      applicantId: number;
      totalExperience: number | null;
      industryId: number | null;
      disciplineId: number | null;
      resumeText: string | null;
    }[]
  >`SELECT a.id, a.job_position_id AS "jobPositionId", a.applicant_id AS "applicantId",
           ap.total_experience::float8 AS "totalExperience", ap.industry_id AS "industryId",
           ap.discipline_id AS "disciplineId", r.profile_text AS "resumeText"
      FROM application a JOIN applicant ap ON ap.id = a.applicant_id
      LEFT JOIN resume r ON r.id = a.resume_id
     WHERE a.id = ANY(${unique}::int[])`;
  if (apps.length === 0) return;
  const applicantIds = [...new Set(apps.map((a) => a.applicantId))];
  // One statement at a time: a transaction runs on one connection.
  const requirements = await requirementsOf(tx, [...new Set(apps.map((a) => a.jobPositionId))]);
  const links = await tx.$queryRaw<{ applicantId: number; kind: 'Q' | 'S'; refId: number }[]>`
      SELECT applicant_id AS "applicantId", 'Q' AS kind, qualification_id AS "refId"
        FROM applicant_qualification WHERE applicant_id = ANY(${applicantIds}::int[])
      UNION ALL
      SELECT applicant_id, 'S', skill_id FROM applicant_skill WHERE applicant_id = ANY(${applicantIds}::int[])`;
  const reviews = await tx.applicationReview.findMany({
    where: { applicationId: { in: unique } },
    select: { applicationId: true, reviewType: true },
  });
  const linksOf = new Map<string, Set<number>>();
  for (const l of links) {
    const key = `${l.applicantId}:${l.kind}`;
    if (!linksOf.has(key)) linksOf.set(key, new Set());
    linksOf.get(key)!.add(l.refId);
  }
  const reviewsOf = new Map<number, string[]>();
  for (const r of reviews)
    reviewsOf.set(r.applicationId, [...(reviewsOf.get(r.applicationId) ?? []), r.reviewType]);
  const requirementsOfPosition = new Map<number, Requirement[]>();
  for (const r of requirements) {
    requirementsOfPosition.set(r.jobPositionId, [...(requirementsOfPosition.get(r.jobPositionId) ?? []), r]);
  }

  const scoreRows: Prisma.ApplicationScoreCreateManyInput[] = [];
  const updates: { id: number; profile: number | null; missing: number; review: number | null }[] = [];
  for (const app of apps) {
    const mine = (kind: 'Q' | 'S') => linksOf.get(`${app.applicantId}:${kind}`) ?? new Set<number>();
    const profile: Profile = {
      qualificationIds: mine('Q'),
      skillIds: mine('S'),
      totalExperience: app.totalExperience,
      industryId: app.industryId,
      disciplineId: app.disciplineId,
      resumeText: app.resumeText ?? '',
    };
    const items = (requirementsOfPosition.get(app.jobPositionId) ?? []).map((r) =>
      toScoreItem(r, meetsProfile(r, profile)),
    );
    for (const item of items) {
      scoreRows.push({
        applicationId: app.id,
        criterion: item.criterion,
        referenceId: item.referenceId,
        weight: item.weight,
        met: item.met,
        mandatory: item.mandatory,
      });
    }
    updates.push({
      id: app.id,
      profile: profileScore(items),
      missing: items.filter((i) => i.mandatory && !i.met).length,
      review: reviewScore(reviewsOf.get(app.id) ?? []),
    });
  }

  await tx.applicationScore.deleteMany({ where: { applicationId: { in: unique } } });
  if (scoreRows.length > 0) await tx.applicationScore.createMany({ data: scoreRows });
  await tx.$executeRaw`
    UPDATE application a
       SET profile_score = u.profile, missing_mandatory_items = u.missing, review_score = u.review,
           updated_at = now()
      FROM unnest(${updates.map((u) => u.id)}::int[], ${updates.map((u) => u.profile)}::int[],
                  ${updates.map((u) => u.missing)}::int[], ${updates.map((u) => u.review)}::int[])
           AS u(id, profile, missing, review)
     WHERE a.id = u.id`;
}
