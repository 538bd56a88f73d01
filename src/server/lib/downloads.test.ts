import { describe, expect, it } from 'vitest';
import { attachment, csvCell, toCsv } from './downloads.ts';

describe('attachment', () => {
  it('gives an ASCII filename and the exact UTF-8 name', () => {
    expect(attachment('terraces.jpg')).toBe(`attachment; filename="terraces.jpg"; filename*=UTF-8''terraces.jpg`);
    expect(attachment('لوحة.pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%D9%84%D9%88%D8%AD%D8%A9.pdf`,
    );
    expect(attachment('Café (1).png')).toBe(
      `attachment; filename="Cafe (1).png"; filename*=UTF-8''Caf%C3%A9%20%281%29.png`,
    );
  });

  it('keeps quotes, line breaks and paths out of the header', () => {
    const header = attachment('../../etc/"pass"\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="\.\.\.\.etc(pass)?/);
    expect(header.split('"').length).toBe(3);
    expect(attachment('', 'painting.jpg')).toContain('filename="painting.jpg"');
  });
});

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain@example.om')).toBe('plain@example.om');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['email', 'subscribed_at'],
        ['a@b.om', '2026-01-01'],
      ]),
    ).toBe('email,subscribed_at\r\na@b.om,2026-01-01\r\n');
  });
});
