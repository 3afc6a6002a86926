// Real people's names in many scripts, and what a PDF reader gives back for each (the PDF tests).

/** Real names in 15 scripts (and Latin with the letters of 7 languages). */
export const NAMES_IN_SCRIPTS = [
  'Zoë Ðặng',
  'Łukasz Żółć',
  'Ørjan Sæther',
  'Nguyễn Thị Minh Khai',
  'Çağrı Öztürk',
  'Ștefan Dumitrescu',
  'Αλέξανδρος Παπαδόπουλος',
  'Анна Кузнецова',
  'محمد عبد الله',
  'דוד כהן',
  'प्रिया शर्मा',
  'সুমিতা বসু',
  'முருகன் செல்வம்',
  'สมชาย ใจดี',
  '王 秀英',
  '山田 太郎',
  '佐藤 さくら',
  'マリア ロドリゲス',
  '김 민준',
] as const;

/**
 * What a reader gives back for a name: the name itself (NFC: pdf.js returns a letter and a mark
 * that the font drew as two glyphs, "i" and "◌̣" for "ị", as two characters). Devanagari, Bengali
 * and Tamil come back in the order their glyphs are drawn: a vowel sign (ि, ি, ெ) stands before its
 * consonant and the reph र् after the syllable it tops; a PDF can hold the typed order only as ActualText, which pdf.js does
 * not read. The test also checks these are the same characters.
 */
export const EXTRACTED: Record<string, string> = {
  'प्रिया शर्मा': 'िप्रया शमार्',
  'সুমিতা বসু': 'সুিমতা বসু',
  'முருகன் செல்வம்': 'முருகன் ெசல்வம்',
};
export const extractedName = (name: string) => EXTRACTED[name] ?? name;
export const sameCharacters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');
