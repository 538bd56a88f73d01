import { isEmailAddress } from '#shared/email-address.ts';
import { isPhoneNumber } from '#shared/phone.ts';
import { t } from './i18n.ts';

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The error for a required text, or undefined. */
export function required(value: string, max?: number): string | undefined {
  if (!value.trim()) return t('form.required');
  if (max !== undefined && value.trim().length > max) return t('form.tooLong', { max });
  return undefined;
}

export function maxLength(value: string, max: number): string | undefined {
  return value.trim().length > max ? t('form.tooLong', { max }) : undefined;
}

/** A whole number in [min, max] typed as text; '' is allowed when `optional`. */
export function wholeNumber(text: string, min: number, max: number, optional = false): string | undefined {
  const v = text.trim();
  if (!v) return optional ? undefined : t('form.required');
  if (!/^-?\d+$/.test(v)) return t('form.wholeNumber');
  const n = Number(v);
  if (n < min || n > max) return max >= 1_000_000 ? t('form.atLeast', { min }) : t('form.between', { min, max });
  return undefined;
}

/** A positive decimal such as a size in centimetres; '' is allowed. */
export function positiveDecimal(text: string, max: number): string | undefined {
  const v = text.trim().replace(',', '.');
  if (!v) return undefined;
  if (!/^\d+(\.\d+)?$/.test(v) || Number(v) <= 0) return t('form.notANumber');
  if (Number(v) > max) return t('form.between', { min: 0, max });
  return undefined;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function httpUrl(text: string, optional = true): string | undefined {
  const v = text.trim();
  if (!v) return optional ? undefined : t('form.required');
  return isHttpUrl(v) ? undefined : t('form.url');
}

/** A path of this site (/arts) or an http(s) address; '' is allowed. */
export function siteLink(text: string): string | undefined {
  const v = text.trim();
  if (!v) return undefined;
  if (/^\/(?![/\\])/.test(v) || isHttpUrl(v)) return undefined;
  return t('form.siteLink');
}

export function email(text: string): string | undefined {
  const v = text.trim();
  if (!v) return t('form.required');
  return isEmailAddress(v) ? undefined : t('form.email');
}

/** A phone number by the rule the storefront's checkout and accounts use; '' is allowed. */
export function phoneNumber(text: string): string | undefined {
  return !text.trim() || isPhoneNumber(text) ? undefined : t('form.phone');
}

export function slug(text: string): string | undefined {
  const v = text.trim();
  if (!v) return undefined;
  if (v.length > 160) return t('form.tooLong', { max: 160 });
  return SLUG_RE.test(v) ? undefined : t('form.slug');
}

/** Only the entries that hold an error. */
export function compact(errors: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1])));
}

/** A decimal typed with a comma or a point, as a number; null when empty. */
export function decimalOrNull(text: string): number | null {
  const v = text.trim().replace(',', '.');
  return v ? Number(v) : null;
}
