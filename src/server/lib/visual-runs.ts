import bidiFactory from 'bidi-js';

/**
 * The runs of a line of text in the order they are drawn from left to right, for a PDF writer that
 * draws glyphs as it is given them. The Unicode bidirectional algorithm (bidi-js) gives each
 * character its level; characters of one level make a run, and the runs are reordered as the
 * algorithm's rule L2 says. Each run keeps its logical order: within a right-to-left run the font's
 * layout (fontkit) reverses and joins the letters. Mirrored characters (brackets) are swapped here,
 * since the font's layout does not.
 */
export interface TextRun {
  text: string;
  rtl: boolean;
}

const bidi = bidiFactory();

export function visualRuns(text: string): TextRun[] {
  const { levels } = bidi.getEmbeddingLevels(text);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: (TextRun & { level: number })[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i]!;
    const c = mirrored.get(i) ?? text[i]!;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += c;
    else runs.push({ text: c, rtl: level % 2 === 1, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at
  // that level or above.
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < runs.length; start++) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ text, rtl }) => ({ text, rtl }));
}
