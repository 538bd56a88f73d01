/**
 * Intl formatters, built once per locale and options and then reused. Building one looks up the
 * locale's data and costs far more than formatting with it: a page of exhibitions or artworks
 * formats dozens of dates and sizes while the page is hydrated on a phone.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    // A locale Intl refuses throws here, before anything is cached.
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
