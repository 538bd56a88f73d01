/**
 * Headers and formats of files the back office downloads (application files, CSV exports).
 */

/**
 * `Content-Disposition: attachment` with a plain ASCII `filename` every browser understands and the
 * exact name as RFC 5987 `filename*`. Quotes, backslashes, control characters and path separators
 * never reach the header.
 */
export function attachment(filename: string, fallback = 'download'): string {
  const name =
    [...filename]
      .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'"\\/'.includes(ch))
      .join('')
      .trim() || fallback;
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/%/g, '_') || fallback;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends, as spreadsheets expect. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
