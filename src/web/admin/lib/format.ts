import { dateTimeFormat, numberFormat } from '#web/lib/intl-formats.ts';
import { adminLocale } from './i18n.ts';

/** '21 Nov 2026, 11:30' in the staff member's own time zone and language. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : dateTimeFormat(adminLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat(adminLocale(), { dateStyle: 'medium' }).format(d);
}

/** 'November 2026' (a month as the API sends it, a day in UTC). */
export function formatMonth(date: Date): string {
  return dateTimeFormat(adminLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** 'MA' for Maryam Al Said: the avatar of someone without a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** '1.4 MB', '820 kB' in the staff member's language (Intl's unit names: 'كيلوبايت' in Arabic). */
export function formatBytes(bytes: number): string {
  const locale = adminLocale();
  if (bytes >= 1024 * 1024) {
    return numberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      bytes / 1024 / 1024,
    );
  }
  return numberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );
}

/** 'Oman' for OM, 'عُمان' in Arabic: an address's country as staff read it (the code itself if it is not one). */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([adminLocale()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
