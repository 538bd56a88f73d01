export const html = (paragraphs: string[]): string => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** 'YYYY-MM-DD' of a day in Muscat, where the gallery's days begin and end. */
export function muscatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Muscat',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** A calendar date some days away from another, both 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
