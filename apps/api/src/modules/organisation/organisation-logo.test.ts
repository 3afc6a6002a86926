// The organisation's logo: JOB_POSTING uploads a PNG, JPEG or WebP (by its bytes: an SVG, or a
// text named .png, is refused with its sentence; over 512 KB too), the careers site serves it with
// caching (an ETag, an address that changes with the logo) and shows it in its header with the
// organisation's name as its text; a new logo replaces the file; removing it removes the file.
import { LOGO_MAX_BYTES, ORGANISATION_MESSAGES, ORGANISATION_PATHS, ROLES } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { type TestUser, useTestApp } from '../../../test/test-app.js';

const t = useTestApp();
const make = factories(t);
const LOGO = `/api/v1${ORGANISATION_PATHS.logo}`;
const M = ORGANISATION_MESSAGES;

/** The smallest real PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A WebP's header (RIFF, size, WEBP, a VP8L chunk): enough for its type. */
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let manager: TestUser;
let employee: TestUser;

beforeAll(async () => {
  manager = await make.manager();
  employee = await t.createUser({ roles: [ROLES.EMPLOYEE] });
});

async function upload(bytes: Buffer, name: string, token = manager.token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${t.baseUrl}${LOGO}`, {
    method: 'PUT',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON
  return { status: response.status, body: (await response.json()) as any };
}

const careersHeader = async () =>
  /<header>.*?<\/header>/s.exec(await (await fetch(`${t.baseUrl}/careers`)).text())?.[0] ?? '';

describe('the logo', () => {
  it('is uploaded, served with caching, shown in the header, replaced and removed, all audited', async () => {
    const prisma = t.app.db.prisma;
    const saved = await upload(PNG, 'logo.png');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(M.logoSaved);
    const url: string = saved.body.data.logoUrl;
    expect(url).toMatch(/^\/careers\/logo\?v=\d+$/);
    const read = await t.request('GET', `/api/v1${ORGANISATION_PATHS.settings}`, { token: employee.token });
    expect(read.body.logoUrl).toBe(url);

    const served = await fetch(`${t.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"logo-\d+"$/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const again = await fetch(`${t.baseUrl}${url}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    // The name stays visible; the picture's text is the organisation's name.
    const header = await careersHeader();
    const name = /<span>(.*) careers<\/span>/.exec(header)?.[1];
    expect(name).toBeTruthy();
    expect(header).toContain(`<img src="${url}" alt="${name}"`);

    const firstFile = Number(url.split('=')[1]);
    const replaced = await upload(WEBP, 'logo.webp');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data.logoUrl).not.toBe(url);
    expect((await fetch(`${t.baseUrl}/careers/logo`)).headers.get('content-type')).toBe('image/webp');
    // The replaced picture is gone, row and bytes.
    expect(await prisma.uploadedFile.findUnique({ where: { id: firstFile } })).toBeNull();

    const removed = await t.request('DELETE', LOGO, { token: manager.token, body: {} });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: M.logoRemoved, data: { logoUrl: null } });
    expect((await fetch(`${t.baseUrl}/careers/logo`)).status).toBe(404);
    expect(await careersHeader()).not.toContain('<img');
    const secondFile = Number(String(replaced.body.data.logoUrl).split('=')[1]);
    expect(await prisma.uploadedFile.findUnique({ where: { id: secondFile } })).toBeNull();

    const audit = await prisma.auditEvent.findMany({
      where: { entity: 'OrgSetting', entityId: 'logo', userId: manager.id },
      orderBy: { id: 'asc' },
      select: { action: true, details: true },
    });
    expect(audit).toEqual([
      { action: 'UPDATE', details: { fileId: firstFile, previousFileId: null } },
      { action: 'UPDATE', details: { fileId: secondFile, previousFileId: firstFile } },
      { action: 'DELETE', details: { fileId: secondFile } },
    ]);
  });

  it('refuses an SVG, a text named .png and a picture over 512 KB, each with its sentence on its field', async () => {
    const before = await t.app.db.prisma.uploadedFile.count();
    const svg = await upload(SVG, 'logo.svg');
    expect(svg.status).toBe(415);
    expect(svg.body).toMatchObject({ message: M.logoType, fields: { file: M.logoType } });
    const named = await upload(Buffer.from('Zoë Ðặng & Co'), 'logo.png');
    expect(named.status).toBe(415);
    const large = await upload(Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES, 0)]), 'big.png');
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ message: M.logoSize, fields: { file: M.logoSize } });
    expect(await t.app.db.prisma.uploadedFile.count()).toBe(before);
  });

  it('is for JOB_POSTING holders: 403 to others, to upload and to remove', async () => {
    expect((await upload(PNG, 'logo.png', employee.token)).status).toBe(403);
    expect((await t.request('DELETE', LOGO, { token: employee.token, body: {} })).status).toBe(403);
  });
});
