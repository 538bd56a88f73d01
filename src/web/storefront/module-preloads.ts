/**
 * React Router writes a `<link rel="modulepreload">` for every module the page will run, and the
 * browser fetches those at high priority, as it would a script that blocks the parser. The page's
 * modules never block it (they run after the page is parsed), yet at high priority they share a
 * phone's connection with the stylesheets and the first screen's pictures, and hold up the first
 * paint. React Router has no option for the links' priority, so the rendered head is given
 * `fetchpriority="low"` on each (ADR 019).
 */

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const HEAD_END = Buffer.from('</head>');

/** The page's bytes with every module preload in its head fetched at low priority. */
export function lowPriorityModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const parts: Buffer<ArrayBuffer>[] = [];
  let from = 0;
  for (let at = html.indexOf(PRELOAD, from); at >= 0 && at < headEnd; at = html.indexOf(PRELOAD, from)) {
    parts.push(html.subarray(from, at), LOW_PRIORITY_PRELOAD);
    from = at + PRELOAD.length;
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
