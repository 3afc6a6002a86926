// Text in generated PDFs, in every script: pdfkit's built-in Helvetica covers Latin-1 only, so each
// run of text is set in an embedded Noto font chosen by its script (Latin, Greek and Cyrillic in Noto
// Sans; Arabic, Hebrew, Devanagari, Bengali, Tamil, Thai, Chinese/Japanese and Korean in their own).
// fontkit (pdfkit's font engine) shapes Arabic and the Indic scripts and lays an Arabic or Hebrew
// word out right to left; pdfkit subsets each font to the glyphs used and writes a ToUnicode map,
// so the text stays selectable and extractable. pdfkit places words left to right, so the words of a right-to-left
// run are handed to it in visual order (a simplified bidi: see docs/decisions.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

export type PdfFace = 'regular' | 'bold' | 'italic';
type Script = 'latin' | 'arabic' | 'hebrew' | 'devanagari' | 'bengali' | 'tamil' | 'thai' | 'cjk' | 'hangul';

/** Each script's font files, in their npm packages (SIL Open Font License 1.1; see README "Fonts"). */
const FONT_FILES: Record<Script, { pkg: string; regular: string; bold: string; italic?: string }> = {
  latin: {
    pkg: '@embedpdf/fonts-latin',
    regular: 'fonts/NotoSans-Regular.ttf',
    bold: 'fonts/NotoSans-Bold.ttf',
    italic: 'fonts/NotoSans-Italic.ttf',
  },
  arabic: {
    pkg: '@embedpdf/fonts-arabic',
    regular: 'fonts/NotoNaskhArabic-Regular.ttf',
    bold: 'fonts/NotoNaskhArabic-Bold.ttf',
  },
  hebrew: {
    pkg: '@embedpdf/fonts-hebrew',
    regular: 'fonts/NotoSansHebrew-Regular.ttf',
    bold: 'fonts/NotoSansHebrew-Bold.ttf',
  },
  devanagari: {
    pkg: '@expo-google-fonts/noto-sans-devanagari',
    regular: '400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  // Bengali (Bangla, Assamese) and Tamil: fontsource's WOFF files of the script's own subset.
  bengali: {
    pkg: '@fontsource/noto-sans-bengali',
    regular: 'files/noto-sans-bengali-bengali-400-normal.woff',
    bold: 'files/noto-sans-bengali-bengali-700-normal.woff',
  },
  tamil: {
    pkg: '@fontsource/noto-sans-tamil',
    regular: 'files/noto-sans-tamil-tamil-400-normal.woff',
    bold: 'files/noto-sans-tamil-tamil-700-normal.woff',
  },
  thai: {
    pkg: '@expo-google-fonts/noto-sans-thai',
    regular: '400Regular/NotoSansThai_400Regular.ttf',
    bold: '700Bold/NotoSansThai_700Bold.ttf',
  },
  // Noto Sans Simplified Chinese: every Han ideograph of GB 2312, Big5 and JIS X 0208, and kana.
  cjk: {
    pkg: '@embedpdf/fonts-sc',
    regular: 'fonts/NotoSansHans-Regular.otf',
    bold: 'fonts/NotoSansHans-Bold.otf',
  },
  // Noto Sans Korean, for Hangul (the Chinese font has none).
  hangul: {
    pkg: '@embedpdf/fonts-kr',
    regular: 'fonts/NotoSansKR-Regular.otf',
    bold: 'fonts/NotoSansKR-Bold.otf',
  },
};

/** The scripts that are not set in Noto Sans, by Unicode script property. */
const SCRIPT_OF: [RegExp, Script][] = [
  [/\p{Script=Arabic}/u, 'arabic'],
  [/\p{Script=Hebrew}/u, 'hebrew'],
  [/\p{Script=Devanagari}/u, 'devanagari'],
  [/\p{Script=Bengali}/u, 'bengali'],
  [/\p{Script=Tamil}/u, 'tamil'],
  [/\p{Script=Thai}/u, 'thai'],
  [/\p{Script=Hangul}/u, 'hangul'],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u, 'cjk'],
];
/** Spaces, punctuation, digits, symbols and combining marks: they take the script around them. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPTS = new Set<Script>(['arabic', 'hebrew']);
/** Where a neutral character goes when the run's own font has no glyph for it. */
const FALLBACK: Script[] = ['latin', 'cjk', 'hangul'];

const require = createRequire(import.meta.url);

/** The package's folder, found from its entry point (the packages do not export package.json). */
function packageDir(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (manifest.name === pkg) return dir;
    } catch {
      // No package.json here: go up.
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`The font package ${pkg} was not found.`);
    dir = parent;
  }
}

/** Parsed fonts, shared by every document: a font file is read and parsed once, on first use. */
const loaded = new Map<string, fontkit.Font>();

function faceOf(script: Script, face: PdfFace): 'regular' | 'bold' | 'italic' {
  if (face === 'italic') return FONT_FILES[script].italic ? 'italic' : 'regular';
  return face;
}

function fontOf(script: Script, face: PdfFace): fontkit.Font {
  const key = `${script}-${faceOf(script, face)}`;
  let font = loaded.get(key);
  if (!font) {
    const files = FONT_FILES[script];
    const file = files[faceOf(script, face)] ?? files.regular;
    font = withTextMapping(
      fontkit.create(readFileSync(join(packageDir(files.pkg), file))),
      RTL_SCRIPTS.has(script),
    );
    if (script !== 'latin') withLatinLines(font, fontOf('latin', face));
    loaded.set(key, font);
  }
  return font;
}

/**
 * The characters each glyph stands for, as pdfkit writes them into the PDF's ToUnicode map (one entry
 * per glyph, the first use winning). fontkit caches a glyph with the characters of its first use, so a
 * glyph split from a precomposed letter ("ị" → "i" and a dot) would name that letter everywhere.
 * Instead: a glyph of a decomposed letter stands for its base letter, a mark split off for its own
 * mark, and a right-to-left ligature's characters are stored reversed, since readers reverse a
 * right-to-left line's text to put it back in reading order.
 */
/** The blocks of combining marks (diacritics). */
const COMBINING_MARKS: [number, number][] = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];

function withTextMapping(font: fontkit.Font, rtl: boolean): fontkit.Font {
  const getGlyph = font.getGlyph.bind(font);
  let marksOfGlyph: Map<number, number> | null = null;
  let looking = false; // glyphForCodePoint calls getGlyph: the lookups below take fontkit's own
  const glyphIdOf = (codePoint: number) => {
    looking = true;
    try {
      return font.glyphForCodePoint(codePoint).id;
    } finally {
      looking = false;
    }
  };
  /** The combining mark a glyph draws: what a decomposition splits off a letter (a few hundred lookups). */
  const markOf = (id: number) => {
    if (!marksOfGlyph) {
      marksOfGlyph = new Map();
      for (const [from, to] of COMBINING_MARKS)
        for (let codePoint = from; codePoint <= to; codePoint++)
          if (font.hasGlyphForCodePoint(codePoint)) {
            const glyph = glyphIdOf(codePoint);
            if (!marksOfGlyph.has(glyph)) marksOfGlyph.set(glyph, codePoint);
          }
    }
    return marksOfGlyph.get(id);
  };
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = getGlyph(id, codePoints);
    if (looking) return glyph;
    let text = codePoints;
    const [first] = codePoints;
    if (codePoints.length === 1 && first !== undefined) {
      const decomposed = String.fromCodePoint(first).normalize('NFD');
      if (decomposed.length > 1 && glyphIdOf(first) !== id) text = [decomposed.codePointAt(0) ?? first];
    } else if (codePoints.length === 0) {
      const own = markOf(id);
      if (own !== undefined) text = [own];
    } else if (rtl) text = [...codePoints].reverse();
    if (text.length === glyph.codePoints.length && text.every((c, i) => c === glyph.codePoints[i]))
      return glyph;
    // A copy that differs only in its characters (fontkit keeps the cached one).
    return Object.assign(Object.create(glyph) as fontkit.Glyph, { codePoints: text });
  };
  return font;
}

/**
 * Gives a font Noto Sans' ascent, descent and line gap (scaled to its own units): pdfkit sets each
 * piece's baseline at the line's top plus its font's ascent and moves down by the last piece's line
 * height, so with each font's own a Chinese name would sit 2 pt below the Latin beside it and a line
 * ending in Hebrew would be shorter than the one above it.
 */
function withLatinLines(font: fontkit.Font, latin: fontkit.Font): void {
  const scale = font.unitsPerEm / latin.unitsPerEm;
  for (const key of ['ascent', 'descent', 'lineGap'] as const)
    Object.defineProperty(font, key, { value: latin[key] * scale });
}

const covers = (script: Script, char: string) =>
  fontOf(script, 'regular').hasGlyphForCodePoint(char.codePointAt(0) ?? 0);

function scriptOf(char: string): Script | null {
  for (const [pattern, script] of SCRIPT_OF) if (pattern.test(char)) return script;
  return NEUTRAL.test(char) ? null : 'latin';
}

interface Run {
  script: Script;
  text: string;
}

const isRtl = (run: Run) => RTL_SCRIPTS.has(run.script);

/**
 * A number: digits (European, Arabic-Indic ٠-٩ or Persian ۰-۹) with separators between them (125,
 * 12.5, 2027-03-12, ١٢٫٥).
 */
const NUMBER_SOURCE =
  '[0-9\u0660-\u0669\u06F0-\u06F9]+(?:[.,:/\u066B\u066C-][0-9\u0660-\u0669\u06F0-\u06F9]+)*';
/** A number or one character. */
const TOKEN = new RegExp(`${NUMBER_SOURCE}|[\\s\\S]`, 'gu');

/** A paragraph cut into runs of one font, in logical order; neutrals join the run they follow. */
function runsOf(paragraph: string): Run[] {
  const runs: Run[] = [];
  let pending = ''; // neutrals before the first letter
  for (const char of paragraph.match(TOKEN) ?? []) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    // A number stays whole in right-to-left text: `rtlPieces` sets it left to right.
    if (char.length > 1 && last && isRtl(last)) last.text += char;
    else if (script === null) {
      if (!last) pending += char;
      else if (covers(last.script, char)) last.text += char;
      else {
        const fallback = FALLBACK.find((candidate) => covers(candidate, char)) ?? last.script;
        if (fallback === last.script) last.text += char;
        else runs.push({ script: fallback, text: char });
      }
    } else if (last && last.script === script) last.text += char;
    else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}

const NUMBER = new RegExp(NUMBER_SOURCE, 'gu');
/** Arabic-Indic and Persian digits are of the Arabic script: fontkit lays them out right to left. */
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/u;
/** A number cut into its Arabic-Indic digits and what lies between them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]+|[^\u0660-\u0669\u06F0-\u06F9]+/gu;

/**
 * A right-to-left run's pieces in the order pdfkit places them, left to right. fontkit reverses a
 * whole Arabic run, digits too ("125" came out "521"), so each number is a piece of its own (digits
 * alone are laid out left to right, in the same font) and the pieces go right to left. A number in
 * Arabic-Indic digits is handed over reversed: fontkit's right-to-left layout puts it back in order.
 */
function rtlPieces(run: Run): Run[] {
  const pieces: Run[] = [];
  let at = 0;
  for (const match of run.text.matchAll(NUMBER)) {
    if (match.index > at) pieces.push({ script: run.script, text: run.text.slice(at, match.index) });
    // Its parts left to right, so pushed reversed: the pieces are reversed once below.
    pieces.push(...numberPieces(run.script, match[0]).reverse());
    at = match.index + match[0].length;
  }
  if (at < run.text.length) pieces.push({ script: run.script, text: run.text.slice(at) });
  return pieces.reverse();
}

/**
 * A number's pieces, left to right: in the run's font when it has every character (Arabic's has no
 * hyphen or slash), else in Noto Sans; Arabic-Indic digits, which Noto Sans lacks, stay in the run's
 * font with the separators between them in Noto Sans. Arabic-Indic digits are handed over reversed.
 */
function numberPieces(script: Script, number: string): Run[] {
  const chars = [...number];
  const parts: Run[] = chars.every((char) => covers(script, char))
    ? [{ script, text: number }]
    : chars.every((char) => covers('latin', char))
      ? [{ script: 'latin', text: number }]
      : (number.match(ARABIC_DIGITS) ?? []).map((text) => ({
          script: ARABIC_DIGIT.test(text) ? script : 'latin',
          text,
        }));
  return parts.map((part) =>
    ARABIC_DIGIT.test(part.text) ? { ...part, text: [...part.text].reverse().join('') } : part,
  );
}

/**
 * A paragraph's runs in the order pdfkit places them, left to right. A right-to-left run is laid out
 * by fontkit, which puts its glyphs right to left (its numbers as pieces of their own, left to
 * right); its trailing spaces and punctuation belong to the text around it (in Noto Sans). A
 * paragraph that starts right to left also reverses the order of its runs (a simplified bidi: no
 * nesting).
 */
function visualRuns(paragraph: string): Run[] {
  // Each group is one run's pieces, already left to right; a paragraph's direction orders the groups.
  const groups: Run[][] = [];
  for (const run of runsOf(paragraph)) {
    if (!isRtl(run)) {
      groups.push([run]);
      continue;
    }
    const [, body = '', tail = ''] = /^(.*?)([\s\p{P}]*)$/su.exec(run.text) ?? [];
    groups.push(rtlPieces({ script: run.script, text: body }));
    if (tail)
      groups.push([
        { script: [...tail].every((char) => covers('latin', char)) ? 'latin' : run.script, text: tail },
      ]);
  }
  const first = groups[0]?.[0];
  if (!first || !isRtl(first)) return groups.flat();
  // Right to left: the groups' order flips, and a left-to-right run's edge spaces with it.
  return groups.reverse().flatMap((group) => {
    const [run] = group;
    if (group.length > 1 || !run || isRtl(run)) return group;
    const [, lead = '', body = '', trail = ''] = /^(\s*)(.*?)(\s*)$/su.exec(run.text) ?? [];
    return [{ script: run.script, text: trail + body + lead }];
  });
}

/** The pdfkit name of a script's face, registered in the document on first use. */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();
function useFont(doc: PDFKit.PDFDocument, script: Script, face: PdfFace): string {
  const name = `noto-${script}-${faceOf(script, face)}`;
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(name)) {
    // pdfkit takes a parsed fontkit font as it is (its typings list only files and bytes).
    doc.registerFont(name, fontOf(script, face) as unknown as Buffer);
    names.add(name);
  }
  return name;
}

export interface PdfTextOptions extends PDFKit.Mixins.TextOptions {
  face?: PdfFace;
  x?: number;
  y?: number;
}

/**
 * Writes `text` as `doc.text` does (same options; `x` and `y` place it), each run in the font of its
 * script. Font size and colour are the document's current ones.
 */
export function pdfText(
  doc: PDFKit.PDFDocument,
  text: string,
  options: PdfTextOptions = {},
): PDFKit.PDFDocument {
  const { face = 'regular', x, y, continued = false, ...textOptions } = options;
  const paragraphs = text.split('\n');
  // pdfkit misplaces a line break inside continued text: each paragraph is a call of its own, and a
  // box's height is shared out among them.
  const top = y ?? doc.y;
  paragraphs.forEach((paragraph, p) => {
    const pieces = visualRuns(paragraph);
    const last = p === paragraphs.length - 1;
    if (pieces.length === 0 && paragraphs.length > 1) {
      // A blank line: pdfkit draws nothing for empty text, so step down a line by hand.
      if (p === 0 && x !== undefined) doc.x = x;
      if (p === 0 && y !== undefined) doc.y = y;
      doc.font(useFont(doc, 'latin', face));
      doc.y += doc.currentLineHeight(true) + (textOptions.lineGap ?? 0);
      return;
    }
    if (pieces.length === 0) pieces.push({ script: 'latin', text: '' });
    let height = textOptions.height;
    if (height !== undefined) {
      height -= doc.y - top;
      if (p > 0 && height < doc.currentLineHeight(true)) return;
    }
    pieces.forEach((piece, i) => {
      doc.font(useFont(doc, piece.script, face));
      const more = i < pieces.length - 1 || (last && continued);
      // With features given, pdfkit lays a line's text out whole, not word by word (and uncached): a
      // right-to-left run's words then come out right to left. `false` keeps the cached word layout
      // (an undefined option would be inherited from the first piece).
      const features = (isRtl(piece) ? [] : false) as PDFKit.Mixins.TextOptions['features'];
      if (i > 0) doc.text(piece.text, { continued: more, features });
      else {
        const first = {
          ...textOptions,
          ...(height === undefined ? {} : { height }),
          continued: more,
          features,
        };
        // pdfkit reads a missing x as "options come second": place only when asked.
        if (p === 0 && (x !== undefined || y !== undefined)) doc.text(piece.text, x, y, first);
        else doc.text(piece.text, first);
      }
    });
  });
  return doc;
}

// Every PDF uses Noto Sans: parse its faces (and their layout tables) once, just after start, rather
// than inside the first request that writes a PDF (a signed letter is written in a transaction).
setImmediate(() => {
  try {
    for (const face of ['regular', 'bold', 'italic'] as const) fontOf('latin', face).layout('Zoë Ðặng');
  } catch {
    // A font that cannot load fails the first PDF instead, with its error.
  }
});
