// The careers form's limits per address and per email (every form counts, a robot's too), on a
// server with small limits; the refusal is a sentence with the minutes to wait, and lands nothing.
import { CAREERS_FORM } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { publishedPosition, useCareersTestApp } from '../../../test/careers-site.js';

const { t, make, skew } = useCareersTestApp({
  CAREERS_MAX_PER_ADDRESS: '4',
  CAREERS_MAX_PER_EMAIL: '2',
  CAREERS_WINDOW_MINUTES: '60',
  CAREERS_MIN_FILL_SECONDS: '5',
  // The address of each request is its X-Forwarded-For: one server, many visitors.
  TRUST_PROXY: 'true',
});

/** A form that is refused for its missing resume, unless a limit answers first. */
async function send(path: string, email: string, address: string) {
  const page = await fetch(`${t.baseUrl}${path}`);
  const token = /name="formToken" value="([^"]+)"/.exec(await page.text())![1]!;
  skew.ms += 10_000;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    formToken: token,
    website: '',
    firstName: 'محمد',
    lastName: 'عبد الله',
    email,
    phone: '0400 000 000',
    consent: 'yes',
  }))
    form.append(name, value);
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': address },
  });
  return { status: response.status, text: (await response.text()).replace(/&#39;/g, "'") };
}

describe('limits', () => {
  it('refuses a third form with one email, from any address', async () => {
    const { path, id } = await publishedPosition(t, make);
    expect((await send(path, 'same@example.com', '10.0.0.1')).status).toBe(400);
    expect((await send(path, 'same@example.com', '10.0.0.2')).status).toBe(400);
    const third = await send(path, 'Same@Example.com', '10.0.0.3');
    expect(third.status).toBe(429);
    expect(third.text).toContain(CAREERS_FORM.messages.tooManyForEmail(60));
    // Another email from those addresses is still heard.
    expect((await send(path, 'other@example.com', '10.0.0.3')).status).toBe(400);
    expect(await t.app.db.prisma.application.count({ where: { jobPositionId: id } })).toBe(0);
  });

  it('refuses a fifth form from one address, whatever the email', async () => {
    const { path } = await publishedPosition(t, make);
    for (let i = 0; i < 4; i += 1)
      expect((await send(path, `visitor${i}@example.com`, '10.0.1.1')).status).toBe(400);
    const fifth = await send(path, 'visitor9@example.com', '10.0.1.1');
    expect(fifth.status).toBe(429);
    expect(fifth.text).toContain(CAREERS_FORM.messages.tooManyFromAddress(60));
    expect((await send(path, 'visitor9@example.com', '10.0.1.2')).status).toBe(400);
    // An hour later the address is heard again.
    skew.ms += 61 * 60_000;
    expect((await send(path, 'visitor10@example.com', '10.0.1.1')).status).toBe(400);
  });
});
