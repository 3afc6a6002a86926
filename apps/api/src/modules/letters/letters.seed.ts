// Demo offer and contract letters: sent by the officer, answered (signed with the applicant's name)
// along the applications' history; sent ones still open for two weeks.
// A part of the demo seed (seed/demo.ts runs the parts in order in one transaction).

import { byId, DAY, type SeedKit } from '../../db/seed/seed-kit.js';
import { DEFAULT_COMPANY_NAME, DEFAULT_CURRENCY } from '../../lib/org-settings.js';
import type { ApplicationsSeed } from '../applications/index.js';
import type { DemoUsersSeed } from '../auth/index.js';
import { type LetterContext, type LetterFields, renderBody } from './letter-content.js';

// The letters' text as HR keeps it: the merge fields are filled from each letter's saved fields.
const OFFER_TEXT =
  'Dear {{applicantName}},\n\n' +
  'We are delighted to offer you the position of {{jobTitle}} in our {{department}} team in {{city}}, ' +
  'starting on {{startDate}}. Your salary will be {{salary}} {{payPeriod}}, plus superannuation.\n\n' +
  'Please accept or decline this offer by {{expiryDate}} and upload the requested documents.\n\n' +
  'Kind regards,\nMorgan Manager\nRecruitment Manager';
const CONTRACT_TEXT =
  'Employment contract between {{companyName}} and {{applicantName}}.\n\n' +
  'Position: {{jobTitle}}. Employment type: {{contractType}}. Commencement: {{startDate}}. ' +
  'Remuneration: {{salary}} {{payPeriod}}, plus superannuation.\n\n' +
  'Probation: six months. Notice: four weeks by either party.';

/** Who a demo letter is to and where (the seed's company name is the setting's default). */
const contextOf = (
  person: { firstName: string; surName: string; email: string },
  requisition: { department: string; city: string },
): LetterContext => ({
  applicantName: `${person.firstName} ${person.surName}`,
  applicantEmail: person.email,
  companyName: DEFAULT_COMPANY_NAME,
  department: requisition.department,
  city: requisition.city,
});

export async function seedLetters(
  seed: Pick<SeedKit, 'tx' | 'day'> &
    Pick<DemoUsersSeed, 'officerId'> &
    Pick<ApplicationsSeed, 'people' | 'applications' | 'historyOf'>,
) {
  const { tx, day, officerId, people, applications, historyOf } = seed;
  const OFFER_STATUS: Record<string, string> = {
    OFFERED: 'SENT',
    OFFER_ACCEPTED: 'ACCEPTED',
    OFFER_DECLINED: 'DECLINED',
    CONTRACTED: 'ACCEPTED',
    HIRED: 'ACCEPTED',
  };
  const withOffer = applications.filter((a) => OFFER_STATUS[a.status]);
  const offerFields: LetterFields[] = [];
  const offerData = withOffer.map((a) => {
    const history = historyOf.get(a.id)!;
    const sentAt = history.find((h) => h.status === 'OFFERED')!.at;
    const responded = history.find((h) => h.status === 'OFFER_ACCEPTED' || h.status === 'OFFER_DECLINED');
    const person = people[a.plan.applicant]!;
    const r = a.plan.r;
    const hourly = r.seed.pay[1] < 1000;
    const salary = hourly
      ? r.seed.pay[1]
      : Math.round((r.seed.pay[0] + (r.seed.pay[1] - r.seed.pay[0]) * 0.6) / 1000) * 1000;
    const status = OFFER_STATUS[a.status]!;
    const respondedAt = status === 'SENT' ? null : (responded?.at ?? new Date(sentAt.getTime() + DAY));
    // Hired people have started; everyone else starts in a few weeks.
    const startDate = day(a.status === 'HIRED' ? Math.min(a.applied + 35, -7) : Math.max(a.applied + 35, 14));
    // Open letters wait two more weeks; answered ones had two weeks from sending.
    const expiryDate = status === 'SENT' ? day(14) : new Date(sentAt.getTime() + 14 * DAY);
    const payPeriod = hourly ? ('HOURLY' as const) : ('ANNUAL' as const);
    const fields: LetterFields = {
      kind: 'offer',
      jobTitle: r.seed.title,
      contractType: null,
      salary,
      currency: DEFAULT_CURRENCY,
      payPeriod,
      startDate,
      expiryDate,
    };
    offerFields.push(fields);
    return {
      applicationId: a.id,
      jobTitle: r.seed.title,
      salary,
      currency: DEFAULT_CURRENCY,
      payPeriod,
      startDate,
      bodyTemplate: OFFER_TEXT,
      body: renderBody(OFFER_TEXT, fields, contextOf(person, r.seed)),
      status,
      sentAt,
      sentById: officerId,
      expiryDate,
      respondedAt,
      signatureName: status === 'ACCEPTED' ? `${person.firstName} ${person.surName}` : null,
      responseComment:
        status === 'DECLINED'
          ? 'Thank you, but I have accepted another offer closer to home.'
          : status === 'ACCEPTED'
            ? 'Happy to accept. Looking forward to starting!'
            : null,
      createdAt: new Date(sentAt.getTime() - 2 * 60 * 60 * 1000),
    };
  });
  const offers = byId(
    await tx.offerLetter.createManyAndReturn({ data: offerData, select: { id: true } }),
    offerData.length,
  );
  const offerOf = new Map(
    withOffer.map((a, i) => [a.id, { id: offers[i]!.id, data: offerData[i]!, fields: offerFields[i]! }]),
  );

  // Sent offers (not answered yet) ask for the requisition's compliance documents; no files yet.
  const complianceDocs = await tx.complianceDocument.findMany({
    select: { id: true, jobPositionId: true, name: true, mandatory: true },
    orderBy: { id: 'asc' },
  });
  await tx.offerLetterCompliance.createMany({
    data: withOffer
      .filter((a) => OFFER_STATUS[a.status] === 'SENT')
      .flatMap((a) =>
        complianceDocs
          .filter((doc) => doc.jobPositionId === a.plan.r.id)
          .slice(0, 3)
          .map((doc) => ({
            offerLetterId: offerOf.get(a.id)!.id,
            complianceDocumentId: doc.id,
            name: doc.name,
            mandatory: doc.mandatory,
          })),
      ),
  });

  // Contracted and hired applications signed their contract (the signature is what made them
  // Contracted); every other accepted offer has its contract sent, waiting for the signature.
  const withContract = applications.filter(
    (a) =>
      a.status === 'CONTRACTED' || a.status === 'HIRED' || (a.status === 'OFFER_ACCEPTED' && a.k % 2 === 0),
  );
  const contractData = withContract.map((a) => {
    const offer = offerOf.get(a.id)!;
    const signed = a.status !== 'OFFER_ACCEPTED';
    const signedAt = historyOf.get(a.id)!.find((h) => h.status === 'CONTRACTED')?.at;
    const accepted = offer.data.respondedAt!.getTime();
    const sentAt = signedAt
      ? new Date(Math.max(accepted, signedAt.getTime() - DAY))
      : new Date(Math.min(accepted + DAY, day(0).getTime()));
    const person = people[a.plan.applicant]!;
    const expiryDate = signed ? new Date(sentAt.getTime() + 14 * DAY) : day(14);
    const contractType = a.plan.r.seed.appType;
    const fields: LetterFields = {
      ...offer.fields,
      kind: 'contract',
      contractType,
      expiryDate,
    };
    return {
      applicationId: a.id,
      offerLetterId: offer.id,
      contractType,
      jobTitle: offer.data.jobTitle,
      salary: offer.data.salary,
      currency: offer.data.currency,
      payPeriod: offer.data.payPeriod,
      startDate: offer.data.startDate,
      bodyTemplate: CONTRACT_TEXT,
      body: renderBody(CONTRACT_TEXT, fields, contextOf(person, a.plan.r.seed)),
      status: signed ? 'SIGNED' : 'SENT',
      sentAt,
      sentById: officerId,
      expiryDate,
      respondedAt: signed ? signedAt! : null,
      signatureName: signed ? `${person.firstName} ${person.surName}` : null,
      createdAt: new Date(sentAt.getTime() - 60 * 60 * 1000),
    };
  });
  const contracts = byId(
    await tx.contractLetter.createManyAndReturn({ data: contractData, select: { id: true } }),
    contractData.length,
  );
  const contractOf = new Map(withContract.map((a, i) => [a.id, contracts[i]!.id]));

  return { offerOf, contractOf };
}

export type LettersSeed = Awaited<ReturnType<typeof seedLetters>>;
