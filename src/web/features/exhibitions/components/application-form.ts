import { APPLICATION_LIMITS } from '#shared/catalog-options.ts';
import { isPhoneNumber } from '#shared/phone.ts';
import { isEmailAddress } from '#shared/email-address.ts';

/** The fields of an exhibition application (docs/product.md#data), named as the API takes them. */
export const APPLICATION_FIELDS = [
  'exhibition_id',
  'artist_name',
  'artist_email',
  'artist_mobile',
  'artist_description',
  'painting_upload',
  'painting_name',
  'upload_portfolio',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** Which message (a key under apply.errors) a field shows; empty when it is fine. */
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

const MB = 1024 * 1024;

/** What the server accepts (it checks the content; the browser can only look at the name and type). */
export const PAINTING_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.tif,.tiff,.pdf,image/jpeg,image/png,image/webp,image/tiff,application/pdf';
export const PORTFOLIO_ACCEPT = '.pdf,.zip,.jpg,.jpeg,.png,application/pdf,application/zip,image/jpeg,image/png';

function matchesAccept(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  return accept.split(',').some((entry) => (entry.startsWith('.') ? name.endsWith(entry) : file.type === entry));
}

/** A file input left empty still sends a nameless, empty part. */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof Blob && (value.size > 0 || (value as File).name) ? (value as File) : null;
}

/**
 * docs/product.md#forms-and-validation: artist name, e-mail, mobile, description, the painting file and its name are required;
 * the portfolio is optional. Returns the i18n key of each field's problem.
 */
export function validateApplication(data: FormData): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const text = (field: ApplicationField) => String(data.get(field) ?? '').trim();

  if (!text('artist_name')) errors.artist_name = 'nameRequired';
  const email = text('artist_email');
  if (!email) errors.artist_email = 'emailRequired';
  else if (!isEmailAddress(email)) errors.artist_email = 'emailInvalid';
  const mobile = text('artist_mobile');
  if (!mobile) errors.artist_mobile = 'mobileRequired';
  else if (!isPhoneNumber(mobile)) errors.artist_mobile = 'mobileInvalid';
  if (!text('artist_description')) errors.artist_description = 'descriptionRequired';

  const painting = chosenFile(data.get('painting_upload'));
  if (!painting) errors.painting_upload = 'paintingRequired';
  else if (!matchesAccept(painting, PAINTING_ACCEPT)) errors.painting_upload = 'paintingType';
  else if (painting.size > APPLICATION_LIMITS.paintingMb * MB) errors.painting_upload = 'paintingSize';
  if (!text('painting_name')) errors.painting_name = 'paintingNameRequired';

  const portfolio = chosenFile(data.get('upload_portfolio'));
  if (portfolio && !matchesAccept(portfolio, PORTFOLIO_ACCEPT)) errors.upload_portfolio = 'portfolioType';
  else if (portfolio && portfolio.size > APPLICATION_LIMITS.portfolioMb * MB) errors.upload_portfolio = 'portfolioSize';
  return errors;
}
