// The little of fontkit (pdfkit's own font engine) the PDF text module uses: the package ships no types.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
  }
  export interface Font {
    postscriptName: string;
    ascent: number;
    descent: number;
    lineGap: number;
    unitsPerEm: number;
    characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    getGlyph(id: number, codePoints?: number[]): Glyph;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
