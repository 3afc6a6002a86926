// The careers site's pages, sitemap, feed and robots.txt, rendered from the site service's rows.
// Text only through `html` (escaped); dates through the date module in the organisation's zone.
import {
  CAREERS_FORM,
  CAREERS_MESSAGES,
  CAREERS_PAY_PERIODS,
  CAREERS_SITE,
  careersPrivacyNotice,
  dayInZone,
  dayOfDate,
  endOfDay,
  formatMoney,
  longDay,
  RESUME_ACCEPT,
  type TCareersQuery,
} from '@hr/contracts';
import { escapeXml, type Html, html, jsonForScript, page, paragraphs } from './html.js';
import { type ListedPosition, PAGE_SIZE, type PositionRow, requirementsOf } from './site.service.js';

export interface Org {
  name: string;
  timeZone: string;
  today: string;
  /** The site's absolute origin (PUBLIC_URL), for canonical links, the sitemap, feed and JSON-LD. */
  origin: string;
  /** The logo's address (it changes with the logo), or null. */
  logo: string | null;
  /** The position page's script (its name carries its hash: cached for good). */
  applyScript: string;
}

type Choice = { id: number; name: string };

function locationText(p: ListedPosition | PositionRow): string {
  const l = p.location;
  if (!l) return '';
  const place = [l.city?.name, l.country?.name].filter(Boolean).join(', ');
  return l.remote ? (place ? `Remote (${place})` : 'Remote') : place;
}

function postedDay(p: { publishedAt: Date | null }, org: Org): string | null {
  return p.publishedAt ? dayInZone(p.publishedAt, org.timeZone) : null;
}

function payText(p: PositionRow): string | null {
  const f = p.financial;
  if (!f) return null;
  const from = Number(f.compensationFrom);
  const to = Number(f.compensationTo);
  if (!(from > 0 || to > 0)) return null;
  const period = CAREERS_PAY_PERIODS[f.salaryOption]?.words ?? '';
  const amount =
    to > from
      ? `${formatMoney(from, f.currency)} – ${formatMoney(to, f.currency)}`
      : formatMoney(from || to, f.currency);
  return `${amount} ${period}`.trim();
}

const descriptionOf = (p: PositionRow) => p.publicDescription ?? p.jobDescription ?? '';

// ---------------------------------------------------------------- the list

function select(name: string, label: string, choices: Choice[], chosen: number | undefined): Html {
  return html`<div><label for="${name}">${label}</label><select id="${name}" name="${name}"><option value="">Any</option>${choices.map(
    (c) => html`<option value="${c.id}"${chosen === c.id ? html` selected` : ''}>${c.name}</option>`,
  )}</select></div>`;
}

function queryString(query: TCareersQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.location) params.set('location', String(query.location));
  if (query.department) params.set('department', String(query.department));
  if (query.positionType) params.set('positionType', String(query.positionType));
  if (query.workType) params.set('workType', query.workType);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function listPage(
  org: Org,
  query: TCareersQuery,
  result: {
    total: number;
    rows: ListedPosition[];
    choices: { locations: Choice[]; departments: Choice[]; positionTypes: Choice[] };
  },
): string {
  const pages = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  const found =
    result.total === 0
      ? 'No open positions match your search.'
      : `${result.total} open position${result.total === 1 ? '' : 's'}${pages > 1 ? `, page ${query.page} of ${pages}` : ''}`;
  const body = html`<h1>Work at ${org.name}</h1>
<form class="search" method="get" action="${CAREERS_SITE.home}" role="search" aria-label="Search open positions">
<div class="wide"><label for="q">Search by words</label><input id="q" name="q" type="search" value="${query.q ?? ''}"></div>
${select('location', 'Location', result.choices.locations, query.location)}
${select('department', 'Department', result.choices.departments, query.department)}
${select('positionType', 'Position type', result.choices.positionTypes, query.positionType)}
<div><label for="workType">Work type</label><select id="workType" name="workType"><option value="">Any</option><option value="onsite"${query.workType === 'onsite' ? html` selected` : ''}>On site</option><option value="remote"${query.workType === 'remote' ? html` selected` : ''}>Remote</option></select></div>
<div class="wide"><button type="submit">Search</button></div>
</form>
<h2 id="results">${found}</h2>
<ul class="jobs" aria-labelledby="results">${result.rows.map((p) => {
    const posted = postedDay(p, org);
    const meta = [locationText(p), p.department?.name, p.positionType?.name].filter(Boolean).join(' · ');
    return html`<li><a href="${CAREERS_SITE.position(p.id, p.positionTitle)}">${p.positionTitle}</a>
<p class="meta">${meta}</p>${posted ? html`<p class="meta">Posted ${longDay(posted)}${p.closingDate ? html` · closes ${longDay(dayOfDate(p.closingDate))}` : ''}</p>` : ''}</li>`;
  })}</ul>
${pages > 1 ? html`<nav class="pager" aria-label="Pages">${query.page > 1 ? html`<a href="${CAREERS_SITE.home}${queryString(query, query.page - 1)}" rel="prev">Newer positions</a>` : html`<span></span>`}${query.page < pages ? html`<a href="${CAREERS_SITE.home}${queryString(query, query.page + 1)}" rel="next">Older positions</a>` : ''}</nav>` : ''}
<p><a href="${CAREERS_SITE.feed}">Follow new positions (Atom feed)</a></p>`;
  return page({
    title: `Careers at ${org.name}`,
    orgName: org.name,
    logo: org.logo,
    description: `Open positions at ${org.name}: search and apply online.`,
    canonical: `${org.origin}${CAREERS_SITE.home}`,
    body,
  });
}

// ---------------------------------------------------------------- one position

export interface FormState {
  values: Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'coverNote', string>>;
  errors: Partial<Record<string, string>>;
  /** A sentence above the form (a refusal that is not one field's). */
  alert?: string;
  token: string;
}

function field(
  state: FormState,
  name: 'firstName' | 'lastName' | 'email' | 'phone',
  label: string,
  type: string,
  autocomplete: string,
): Html {
  const error = state.errors[name];
  return html`<label for="${name}">${label}</label>${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="${name === 'email' ? 254 : 100}" value="${state.values[name] ?? ''}"${error ? html` aria-invalid="true" aria-describedby="${name}-error"` : ''}>`;
}

/** The sentences the page's script says (in the form's data-messages). */
const SCRIPT_MESSAGES = {
  reading: CAREERS_FORM.messages.readingResume,
  filled: CAREERS_FORM.messages.filledFromResume,
  uploading: CAREERS_FORM.messages.uploading,
  failed: CAREERS_FORM.messages.uploadFailed,
};

function applyForm(p: PositionRow, org: Org, state: FormState, retentionMonths: number): Html {
  const errors = Object.entries(state.errors).filter(([, message]) => message);
  const alert = state.alert ?? (errors.length ? CAREERS_FORM.messages.fixBelow : undefined);
  const resumeError = state.errors.resume;
  const consentError = state.errors.consent;
  const coverError = state.errors.coverNote;
  return html`<h2 id="apply">Apply for this position</h2>
${alert ? html`<div class="alert" role="alert"><p>${alert}</p>${errors.length ? html`<ul>${errors.map(([name, message]) => html`<li><a href="#${name}">${message}</a></li>`)}</ul>` : ''}</div>` : ''}
<form method="post" action="${CAREERS_SITE.position(p.id, p.positionTitle)}#apply" enctype="multipart/form-data" aria-labelledby="apply" data-resume-fields="${CAREERS_SITE.resumeFields(p.id, p.positionTitle)}" data-messages="${JSON.stringify(SCRIPT_MESSAGES)}">
<input type="hidden" name="formToken" value="${state.token}">
<div class="hp" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" type="text" tabindex="-1" autocomplete="off"></div>
${field(state, 'firstName', 'First name', 'text', 'given-name')}
${field(state, 'lastName', 'Last name', 'text', 'family-name')}
${field(state, 'email', 'Email', 'email', 'email')}
${field(state, 'phone', 'Phone', 'tel', 'tel')}
<label for="coverNote">Cover note (optional)</label>${coverError ? html`<p class="error" id="coverNote-error">${coverError}</p>` : ''}<textarea id="coverNote" name="coverNote" maxlength="${CAREERS_FORM.coverNoteMax}"${coverError ? html` aria-invalid="true" aria-describedby="coverNote-error"` : ''}>${state.values.coverNote ?? ''}</textarea>
<section aria-labelledby="privacy"><h3 id="privacy">Privacy notice</h3>${careersPrivacyNotice(org.name, retentionMonths).map((line) => html`<p>${line}</p>`)}</section>
${consentError ? html`<p class="error" id="consent-error">${consentError}</p>` : ''}<label><input id="consent" type="checkbox" name="consent" value="yes" required${consentError ? html` aria-invalid="true" aria-describedby="consent-error"` : ''}>I have read the privacy notice and agree to it</label>
<label for="resume">Resume (PDF or Word .docx, up to 5 MB)</label>${resumeError ? html`<p class="error" id="resume-error">${resumeError}</p>` : ''}<input id="resume" name="resume" type="file" accept="${RESUME_ACCEPT}" required${resumeError ? html` aria-invalid="true" aria-describedby="resume-error"` : ''}>
<p id="resume-status" class="meta" role="status"></p>
<button type="submit">Send application</button>
<progress id="send-progress" max="100" value="0" aria-label="${CAREERS_FORM.messages.uploading}" hidden></progress><p id="send-status" role="status"></p>
</form>`;
}

const EMPLOYMENT_TYPES: [RegExp, string][] = [
  [/full/i, 'FULL_TIME'],
  [/part/i, 'PART_TIME'],
  [/contract/i, 'CONTRACTOR'],
  [/temp|casual|fixed/i, 'TEMPORARY'],
  [/intern|graduate/i, 'INTERN'],
  [/volunt/i, 'VOLUNTEER'],
  [/per ?diem/i, 'PER_DIEM'],
];

export function employmentType(positionType: string | null | undefined): string {
  if (!positionType) return 'OTHER';
  return EMPLOYMENT_TYPES.find(([pattern]) => pattern.test(positionType))?.[1] ?? 'OTHER';
}

/** schema.org JobPosting, with what Google requires and recommends when the requisition has it. */
export function jobPostingLd(p: PositionRow, org: Org, descriptionHtml: string): Record<string, unknown> {
  const l = p.location;
  const f = p.financial;
  const posted = postedDay(p, org);
  const address = l
    ? {
        '@type': 'PostalAddress',
        ...(l.address ? { streetAddress: l.address } : {}),
        addressLocality: l.city?.name,
        ...(l.city?.state?.name ? { addressRegion: l.city.state.name } : {}),
        addressCountry: l.country?.code || l.country?.name,
      }
    : null;
  const from = f ? Number(f.compensationFrom) : 0;
  const to = f ? Number(f.compensationTo) : 0;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: p.positionTitle,
    description: descriptionHtml,
    datePosted: posted,
    ...(p.closingDate
      ? { validThrough: endOfDay(dayOfDate(p.closingDate), org.timeZone).toISOString() }
      : {}),
    employmentType: employmentType(p.positionType?.name),
    hiringOrganization: { '@type': 'Organization', name: org.name, sameAs: org.origin },
    identifier: { '@type': 'PropertyValue', name: org.name, value: String(p.id) },
    directApply: true,
    url: `${org.origin}${CAREERS_SITE.position(p.id, p.positionTitle)}`,
    ...(address ? { jobLocation: { '@type': 'Place', address } } : {}),
    ...(l?.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: l.country?.name },
        }
      : {}),
    ...(f && (from > 0 || to > 0)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: f.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(to > from ? { minValue: from, maxValue: to } : { value: from || to }),
              unitText: CAREERS_PAY_PERIODS[f.salaryOption]?.unit ?? 'YEAR',
            },
          },
        }
      : {}),
  };
}

export function positionPage(p: PositionRow, org: Org, state: FormState, retentionMonths: number): string {
  const posted = postedDay(p, org);
  const pay = payText(p);
  const requirements = requirementsOf(p);
  const description = paragraphs(descriptionOf(p));
  const requirementsHtml = html`${requirements.map(
    (group) =>
      html`<h3>${group.heading}</h3><ul>${group.items.map((item) => html`<li>${item.text}${item.mandatory ? ' (required)' : ''}</li>`)}</ul>`,
  )}`;
  const facts: [string, string | null | undefined][] = [
    ['Location', locationText(p)],
    ['Department', p.department?.name],
    ['Position type', p.positionType?.name],
    ['Pay', pay],
    ['Posted', posted ? longDay(posted) : null],
    ['Applications close', p.closingDate ? longDay(dayOfDate(p.closingDate)) : null],
  ];
  const body = html`<p><a href="${CAREERS_SITE.home}">All open positions</a></p>
<article aria-labelledby="title"><h1 id="title">${p.positionTitle}</h1>
<dl>${facts.filter(([, value]) => value).map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}</dl>
<h2>About the position</h2>${description}
${requirements.length ? html`<h2>What we look for</h2>${requirementsHtml}` : ''}
</article>
${applyForm(p, org, state, retentionMonths)}`;
  const ld = jobPostingLd(p, org, `${description.value}${requirementsHtml.value}` || p.positionTitle);
  const summary = descriptionOf(p).replace(/\s+/g, ' ').trim().slice(0, 155);
  return page({
    title: `${p.positionTitle} – ${org.name} careers`,
    orgName: org.name,
    logo: org.logo,
    description: summary || `${p.positionTitle} at ${org.name}`,
    canonical: `${org.origin}${CAREERS_SITE.position(p.id, p.positionTitle)}`,
    head: html`<script type="application/ld+json">${jsonForScript(ld)}</script><script src="${org.applyScript}" defer></script>`,
    body,
  });
}

export function appliedPage(p: PositionRow, org: Org, email: string): string {
  return page({
    title: `Application received – ${org.name} careers`,
    orgName: org.name,
    logo: org.logo,
    body: html`<h1>${CAREERS_MESSAGES.applied}</h1>
<div class="ok" role="status"><p>Your application for <strong>${p.positionTitle}</strong> has been received. We have emailed ${email} a link where you can follow it and withdraw it.</p></div>
<p><a href="${CAREERS_SITE.home}">See the other open positions</a></p>`,
  });
}

/** 404 and 410: a sentence and the way back to the open positions. */
export function messagePage(org: Org, heading: string, detail?: string): string {
  return page({
    title: `${heading} – ${org.name} careers`,
    orgName: org.name,
    logo: org.logo,
    body: html`<h1>${heading}</h1>${detail ? html`<p>${detail}</p>` : ''}<p><a href="${CAREERS_SITE.home}">See the open positions</a></p>`,
  });
}

// ---------------------------------------------------------------- for search engines and job boards

type OpenRow = PositionRow & { updatedAt: Date };

export function sitemap(org: Org, rows: OpenRow[]): string {
  const url = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(`${org.origin}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${url(CAREERS_SITE.home)}${rows
    .map((p) => url(CAREERS_SITE.position(p.id, p.positionTitle), p.updatedAt))
    .join('')}</urlset>
`;
}

export function atomFeed(org: Org, rows: OpenRow[], now: Date): string {
  const updated = rows.reduce(
    (latest, p) => (p.updatedAt > latest ? p.updatedAt : latest),
    rows[0]?.updatedAt ?? now,
  );
  const entries = rows
    .map((p) => {
      const link = `${org.origin}${CAREERS_SITE.position(p.id, p.positionTitle)}`;
      const summary = [locationText(p), p.department?.name, payText(p)].filter(Boolean).join(' · ');
      return `<entry><title>${escapeXml(p.positionTitle)}</title><link rel="alternate" type="text/html" href="${escapeXml(link)}"/><id>${escapeXml(link)}</id><published>${(p.publishedAt ?? p.updatedAt).toISOString()}</published><updated>${p.updatedAt.toISOString()}</updated><summary>${escapeXml(summary)}</summary><content type="text">${escapeXml(descriptionOf(p))}</content></entry>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeXml(`${org.name}: open positions`)}</title><link rel="self" href="${escapeXml(`${org.origin}${CAREERS_SITE.feed}`)}"/><link rel="alternate" type="text/html" href="${escapeXml(`${org.origin}${CAREERS_SITE.home}`)}"/><id>${escapeXml(`${org.origin}${CAREERS_SITE.home}`)}</id><updated>${updated.toISOString()}</updated><author><name>${escapeXml(org.name)}</name></author>${entries}</feed>
`;
}

/** The app itself is private: only the careers site and the public home page are for search engines. */
export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /careers
Allow: /homePage
Disallow: /
Sitemap: ${origin}${CAREERS_SITE.sitemap}
`;
}
