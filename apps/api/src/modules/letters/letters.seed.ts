// Demo offer and contract letters: sent by the officer, answered (signed with the applicant's name)
// along the applications' history; sent ones still open for two weeks.
// A part of the demo seed (db/seed/demo.ts runs the parts in order in one transaction).

import { byId, DAY, type SeedKit } from '../../db/seed/seed-kit.js';
import type { ApplicationsSeed } from '../applications/index.js';
import type { DemoUsersSeed } from '../auth/index.js';

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
    return {
      applicationId: a.id,
      jobTitle: r.seed.title,
      salary,
      startDate,
      body:
        `Dear ${person.firstName} ${person.surName},\n\n` +
        `We are delighted to offer you the position of ${r.seed.title} (${r.seed.type}, ${r.seed.appType}) ` +
        `in our ${r.seed.department} team in ${r.seed.city}, starting on ${startDate.toISOString().slice(0, 10)}. ` +
        `Your ${hourly ? 'hourly rate' : 'annual salary'} will be ${salary.toLocaleString('en-AU')} ` +
        `plus superannuation.\n\nPlease accept or decline this offer and upload the requested documents.\n\n` +
        `Kind regards,\nMorgan Manager\nRecruitment Manager`,
      status,
      sentAt,
      sentById: officerId,
      // Open letters wait two more weeks; answered ones had two weeks from sending.
      expiryDate: status === 'SENT' ? day(14) : new Date(sentAt.getTime() + 14 * DAY),
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
  const offerOf = new Map(withOffer.map((a, i) => [a.id, { id: offers[i]!.id, data: offerData[i]! }]));

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
    return {
      applicationId: a.id,
      offerLetterId: offer.id,
      contractType: a.plan.r.seed.appType,
      jobTitle: offer.data.jobTitle,
      salary: offer.data.salary,
      startDate: offer.data.startDate,
      body:
        `Employment contract between the Company and ${person.firstName} ${person.surName}.\n\n` +
        `Position: ${a.plan.r.seed.title}. Employment type: ${a.plan.r.seed.type} (${a.plan.r.seed.appType}). ` +
        `Commencement: ${offer.data.startDate.toISOString().slice(0, 10)}. ` +
        `Remuneration: ${offer.data.salary.toLocaleString('en-AU')} plus superannuation.\n\n` +
        `Probation: six months. Notice: four weeks by either party.`,
      status: signed ? 'SIGNED' : 'SENT',
      sentAt,
      sentById: officerId,
      expiryDate: signed ? new Date(sentAt.getTime() + 14 * DAY) : day(14),
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
