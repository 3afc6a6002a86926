// The careers site's HTML: a tagged template that escapes every value it is given (text and
// attributes alike), so nothing an applicant or HR typed can become markup. `raw` marks the few
// pieces that already are HTML (made by this same tag).

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Markup this module made: `html` inserts it as it is. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** JSON inside a <script type="application/ld+json">: `<` escaped so no `</script>` can close it. */
export function jsonForScript(value: unknown): Html {
  return new Html(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
}

/** XML text (sitemap, feed): the same escaping. */
export const escapeXml = escapeHtml;

/** Paragraphs of a plain text (blank lines part them; single line breaks stay). */
export function paragraphs(text: string): Html {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return html`${blocks.map((block) => html`<p>${block.split('\n').map((line, i) => html`${i > 0 ? new Html('<br>') : ''}${line}`)}</p>`)}`;
}

// Contrast: text #1a1a1a and links #0b57a4 on white, the button white on #0b57a4 (over 7:1).
const CSS = `*{box-sizing:border-box}body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1a1a1a;background:#fff}
header,main,footer{max-width:48rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #ccc;display:flex;align-items:center;gap:.75rem}
header a{color:#1a1a1a;text-decoration:none;font-weight:700;font-size:1.25rem;display:flex;align-items:center;gap:.75rem}
header img{width:auto;max-width:10rem;height:2.5rem;object-fit:contain}a{color:#0b57a4}h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}ul.jobs{list-style:none;padding:0}ul.jobs li{border-bottom:1px solid #ddd;padding:.75rem 0}
ul.jobs a{font-weight:600;font-size:1.1rem}.meta{color:#4a4a4a;margin:.25rem 0}form.search{display:grid;gap:.5rem;grid-template-columns:1fr 1fr}
form.search .wide{grid-column:1/-1}label{display:block;font-weight:600;margin-top:.75rem}form.search label{margin-top:0}
input,select,textarea{font:inherit;width:100%;padding:.5rem;border:1px solid #767676;border-radius:4px;background:#fff;color:#1a1a1a}
input[type=checkbox]{width:auto;margin-right:.5rem}textarea{min-height:8rem}
button{font:inherit;font-weight:600;background:#0b57a4;color:#fff;border:0;border-radius:4px;padding:.6rem 1.2rem;margin-top:1rem;cursor:pointer}
.error{color:#b00020;font-weight:600;margin:.25rem 0}.alert{border:2px solid #b00020;padding:.75rem;border-radius:4px}
.ok{border:2px solid #1b6e20;padding:.75rem;border-radius:4px}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.pager{display:flex;gap:1rem;justify-content:space-between;margin:1rem 0}footer{color:#4a4a4a;font-size:.9rem;border-top:1px solid #ccc}
progress{display:block;width:100%;height:1rem;margin-top:.75rem}
@media (max-width:30rem){form.search{grid-template-columns:1fr}}`;

export interface PageParts {
  title: string;
  orgName: string;
  /** The organisation's logo, beside its name in the header. */
  logo?: string | null;
  description?: string;
  canonical?: string;
  head?: Html;
  body: Html;
}

/** The whole page: lang, landmarks (header, main, footer), one stylesheet inline; scripts only in `head`. */
export function page(parts: PageParts): string {
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${parts.title}</title>${parts.description ? html`<meta name="description" content="${parts.description}">` : ''}${parts.canonical ? html`<link rel="canonical" href="${parts.canonical}">` : ''}
<link rel="alternate" type="application/atom+xml" title="${parts.orgName}: open positions" href="/careers/feed.xml">
<style>${new Html(CSS)}</style>${parts.head ?? ''}</head>
<body><header><a href="/careers">${parts.logo ? html`<img src="${parts.logo}" alt="${parts.orgName}" width="160" height="40">` : ''}<span>${parts.orgName} careers</span></a></header>
<main id="main">${parts.body}</main>
<footer><p>${parts.orgName}</p></footer></body></html>`}`;
}
