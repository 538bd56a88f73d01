/**
 * The runs of a line of text in the order they are drawn from left to right, for a PDF writer that
 * draws glyphs as it is given them. A simplified Unicode bidirectional algorithm: one level of
 * embedding. Arabic and Hebrew letters are right to left; Latin letters and all digits (Arabic-Indic
 * digits too, which read left to right) are left to right; spaces and punctuation take the direction
 * of the letters on both sides, or the line's when those differ. The line's direction is its first
 * letter's. Within a right-to-left run the font's layout (fontkit) reverses and joins the letters.
 * Brackets in a right-to-left run are mirrored, since the font's layout does not. Not handled:
 * nested embeddings, explicit direction marks.
 */
export interface TextRun {
  text: string;
  rtl: boolean;
}

const RIGHT_TO_LEFT = /[\u0590-\u065f\u066a-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const LEFT_TO_RIGHT = /[\p{L}\p{N}]/u;

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};

type Direction = 'R' | 'L' | 'N';

const directionOf = (c: string): Direction => (RIGHT_TO_LEFT.test(c) ? 'R' : LEFT_TO_RIGHT.test(c) ? 'L' : 'N');

export function visualRuns(text: string): TextRun[] {
  const chars = [...text];
  const classes = chars.map(directionOf);
  const line: Direction = classes.find((c) => c !== 'N') ?? 'L';
  const resolved = classes.map((c, i) => {
    if (c !== 'N') return c;
    let before: Direction | undefined;
    for (let j = i - 1; j >= 0 && !before; j--) if (classes[j] !== 'N') before = classes[j];
    let after: Direction | undefined;
    for (let j = i + 1; j < classes.length && !after; j++) if (classes[j] !== 'N') after = classes[j];
    return before && before === after ? before : line;
  });
  const runs: TextRun[] = [];
  chars.forEach((c, i) => {
    const rtl = resolved[i] === 'R';
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.text += c;
    else runs.push({ text: c, rtl });
  });
  for (const run of runs) if (run.rtl) run.text = run.text.replace(/[()[\]{}<>]/g, (c) => MIRRORED[c]!);
  return line === 'R' ? runs.reverse() : runs;
}

/** True when the text has a right-to-left letter. */
export const hasRightToLeft = (text: string) => RIGHT_TO_LEFT.test(text);
