// Issue 25 item 1: a signed offer letter, downloaded through the API, gives back the applicant's name
// as written in every script: in the terms, the text, the typed signature and the certificate.
import { LETTER_PATHS as P } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { extractedName, sameCharacters } from '../../../test/names-in-scripts.js';
import { readPdf } from '../../../test/read-pdf.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);
const HR = '/api/hr/v1';

/** First name(s) and surname; the letter names the applicant "first surname". */
const PEOPLE: [string, string][] = [
  ['Zoë', 'Ðặng'],
  ['Łukasz', 'Żółć'],
  ['Nguyễn Thị Minh', 'Khai'],
  ['Çağrı', 'Öztürk'],
  ['Ștefan', 'Dumitrescu'],
  ['Αλέξανδρος', 'Παπαδόπουλος'],
  ['Анна', 'Кузнецова'],
  ['محمد', 'عبد الله'],
  ['דוד', 'כהן'],
  ['प्रिया', 'शर्मा'],
  ['สมชาย', 'ใจดี'],
  ['王', '秀英'],
  ['山田', '太郎'],
  ['佐藤', 'さくら'],
  ['김', '민준'],
];

let manager: TestUser;
let req: number;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const hr = (method: string, path: string, token?: string, body?: unknown) =>
  t.request(method, `${HR}${path}`, { token, body });

beforeAll(async () => {
  manager = await make.manager();
  req = await make.requisition({ complete: true, status: 'IN' });
});

/** The signed offer's PDF for an applicant named as given, accepted with their typed name. */
async function signedOffer(firstName: string, surName: string): Promise<Buffer> {
  const email = `script-${Math.random().toString(36).slice(2, 8)}@test.local`;
  const { applicationId, user } = await make.applicantWithAccount(req, {
    status: 'INTERVIEW',
    email,
    firstName,
    surName,
  });
  const saved = await hr('POST', P.offerSave, manager.token, {
    applicationId,
    jobTitle: 'Site Engineer',
    salary: 95000,
    startDate: inDays(30),
    expiryDate: inDays(10),
    body: 'Dear {{applicantName}},\n\nWe are glad to offer you the position.',
    documents: [],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect((await hr('GET', P.offerSend(saved.body.id), manager.token)).status).toBe(200);
  const accepted = await hr('POST', P.offerRespond(saved.body.id), user.token, {
    decision: 'ACCEPT',
    consent: true,
    signatureName: `${firstName} ${surName}`,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const res = await fetch(`${t.baseUrl}${HR}${P.offerPdf(saved.body.id)}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('a signed letter names its applicant in any script', () => {
  it('gives the name back as written in the terms, the text, the signature and the certificate', async () => {
    const sizes: Record<string, number> = {};
    for (const [firstName, surName] of PEOPLE) {
      const name = `${firstName} ${surName}`;
      const bytes = await signedOffer(firstName, surName);
      sizes[name] = bytes.length;
      const lines = (await readPdf(bytes)).text
        .normalize('NFC')
        .split('\n')
        .map((line) => line.trim());
      const read = extractedName(name);
      expect(sameCharacters(read, name)).toBe(true);
      // The terms' row, the greeting, the typed signature, the certificate's "Signed by".
      expect(lines, name).toContain(`Applicant ${read}`);
      expect(lines, name).toContain(`Dear ${read},`);
      expect(lines, name).toContain(`Signature (name) ${read}`);
      expect(lines, name).toContain(`Signed by ${read}`);
    }
    // Fonts are embedded as subsets: a Chinese name adds tens of kilobytes, not the 8 MB font.
    expect(sizes['Zoë Ðặng']).toBeLessThan(60_000);
    expect(sizes['王 秀英']).toBeLessThan(150_000);
  }, 600_000);
});
