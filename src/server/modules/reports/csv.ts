/**
 * CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF, quoted when needed), every cell
 * safe to open: a cell that starts with = + - @ (or a tab or carriage return) is a formula to a
 * spreadsheet, so it is written with a leading ' (OWASP, CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and the rows, each line ended by CRLF, with a byte-order mark so Excel reads UTF-8. */
export function csvOf(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
