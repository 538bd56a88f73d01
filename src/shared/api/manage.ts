import { z } from 'zod';
import { phoneOrEmpty } from './accounts.ts';
import { email, imageSet, line } from './common.ts';
import { listSort, paging as pagingOf } from './list-query.ts';

/**
 * The back office's contract: /admin/api/manage/... (docs/product.md#the-product). Every endpoint needs a staff
 * session (the httpOnly cookie `gallery_staff`) except signing in.
 */

/** `search` of the back office's lists: a few words matched anywhere in the list's searched fields. */
const searchTerm = z.string().trim().max(100, 'must be at most 100 characters').optional();

export const staffRoles = ['owner', 'editor'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

/** Staff passwords guard the whole shop, so they are longer than customers'. */
export const STAFF_PASSWORD_MIN = 10;
export const staffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, `must be at least ${STAFF_PASSWORD_MIN} characters`)
  .max(200, 'must be at most 200 characters');

/** POST /session */
export const signInBody = z
  .object({
    email,
    password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
  })
  .strict();
export type SignInBody = z.infer<typeof signInBody>;

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
});
export type StaffMember = z.infer<typeof staffMember>;

/** POST /session and GET /session */
export const sessionAnswer = z.object({ result: staffMember });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** `disabled_at`: when the owner disabled the account (it cannot sign in); null while it can. */
export const staffAccount = staffMember.extend({ created_at: z.string(), disabled_at: z.string().nullable() });
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffSorts = ['name', 'email', 'role', 'created'] as const;
/** GET /staff?sort=&order= */
export const staffListQuery = z.object(listSort(staffSorts, { sort: 'name', order: 'asc' })).strict();
/** GET /staff */
export const staffListAnswer = z.object({ result: z.array(staffAccount) });
export type StaffListAnswer = z.infer<typeof staffListAnswer>;

/** POST /staff */
export const newStaffBody = z.object({ name: line(120), email, role: staffRole, password: staffPassword }).strict();
export type NewStaffBody = z.infer<typeof newStaffBody>;
export const staffAccountAnswer = z.object({ result: staffAccount });

/** DELETE /staff/:id, PATCH /staff/:id, PUT /staff/:id/password */
export const staffIdParams = z.object({
  id: z.coerce.number().int('must be a whole number').positive('must be positive'),
});

/**
 * PATCH /staff/:id (owner only): a colleague's role, or disabling (`disabled: true`) and enabling
 * their account. Never your own account, and never the gallery's last active owner.
 */
export const staffChangeBody = z
  .object({
    role: staffRole.optional(),
    disabled: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .strict()
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    message: 'must name role or disabled',
    path: ['role'],
  });
export type StaffChangeBody = z.infer<typeof staffChangeBody>;

/** PUT /staff/:id/password (owner only): a new password for a colleague; their sessions end. */
export const staffPasswordBody = z.object({ password: staffPassword }).strict();
export type StaffPasswordBody = z.infer<typeof staffPasswordBody>;

/** PUT /staff/me/password (any staff member): their own password; their other sessions end. */
export const ownPasswordBody = z
  .object({
    current_password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
    password: staffPassword,
  })
  .strict();
export type OwnPasswordBody = z.infer<typeof ownPasswordBody>;

/**
 * GET /audit?search=&page=&per_page=&sort=&order= : newest first unless sorted otherwise. `search`
 * finds the staff member (name or e-mail) and the record or action (`artwork`, `order.cancel`, an id).
 */
export const AUDIT_PAGE_SIZE = 50;
export const auditSorts = ['created', 'action', 'entity'] as const;
export const auditQuery = z
  .object({
    search: searchTerm,
    ...pagingOf(AUDIT_PAGE_SIZE),
    ...listSort(auditSorts, { sort: 'created', order: 'desc' }),
  })
  .strict();
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Who did it; null for a visitor (a failed sign-in), the server itself or a staff account removed since. */
  staff_id: z.number().int().nullable(),
  /** Their name and e-mail when the entry was written (kept after the account is removed). */
  staff_name: z.string().nullable(),
  staff_email: z.string().nullable(),
  /** `<entity>.<verb>`, e.g. `session.sign_in`, `staff.create`, `artwork.update`. */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPageAnswer = z.object({
  result: z.array(auditEntry),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type AuditPageAnswer = z.infer<typeof auditPageAnswer>;

export const manageMessage = z.object({ message: z.string() });

/* ------------------------------------------------------------------------------------------------
 * Content management: everything the storefront shows (docs/product.md#the-product, #artworks, #uploads-and-rich-text). Editors and owners
 * may use these, except settings and currencies (owner only).
 *
 * Conventions: ids are positive integers; money is integer baisa (1 OMR = 1000); dates are
 * 'YYYY-MM-DD'; rich text (descriptions, page texts, card bodies) is HTML that the server sanitises
 * when it saves it. A PUT replaces the fields it carries; fields left out keep their value, `null`
 * clears a field, and a list sent (images, variations, categories, ...) replaces the whole list.
 * ---------------------------------------------------------------------------------------------- */

const MAX_INT = 2_147_483_647;
/** The highest price or amount the database keeps: 2 000 000 OMR. */
export const MAX_BAISA = 2_000_000_000;

const wholeNumber = (what = 'must be a whole number') => z.number({ error: 'must be a number' }).int(what);
const recordId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_INT, 'is not a known id');
/** A reference to another record (media, artist, artwork, exhibition) in a JSON body. */
const refId = wholeNumber().positive('must be positive').max(MAX_INT, 'is not a known id');

/** A list of records sent whole (cards, home sections), where each existing one names its id once. */
function idsListedOnce(items: readonly { id?: number | undefined }[], ctx: z.RefinementCtx): void {
  const seen = new Set<number>();
  items.forEach((item, i) => {
    if (item.id === undefined) return;
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'is listed twice' });
    seen.add(item.id);
  });
}

/** `/:id` of every back-office record. */
export const idParams = z.object({ id: recordId });

/** Free text on one line, possibly empty. */
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/** Optional text where '' means "none" (stored as null). */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .transform((v) => (v ? v : null));
/** HTML written in the back office; sanitised on save. */
const richText = (max = 100_000) => z.string().max(max, `must be at most ${max} characters`);

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A URL slug; '' asks the server to make one from the name (unique, with a -2, -3 suffix when taken). */
const editableSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(160, 'must be at most 160 characters')
  .refine((v) => v === '' || SLUG_RE.test(v), 'must be lowercase letters, digits and dashes');

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};
/** An absolute http(s) URL. */
const httpUrl = z
  .string()
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .refine(isHttpUrl, 'must be an http(s) URL');
/** An http(s) URL, or '' for none. */
const httpUrlOrEmpty = z
  .string()
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) URL or empty');
/** Where a card or a home section links to: a path of this site (/arts) or an http(s) URL. */
const siteLink = z
  .string()
  .trim()
  .max(1000, 'must be at most 1000 characters')
  .refine((v) => /^\/(?![/\\])/.test(v) || isHttpUrl(v), 'must be a path starting with / or an http(s) URL');
const isoDate = z.iso.date('must be a date YYYY-MM-DD');

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;
const idList = (max: number) =>
  z.array(refId).max(max, `must list at most ${max}`).refine(distinct, 'must not list the same id twice');

const paging = pagingOf(50);
const queryFlag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true');

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), page: z.number().int(), per_page: z.number().int(), total: z.number().int() });

/* ---------- Media ---------- */

/** An uploaded file as the back office shows it; `url` is '' for private files (application uploads). */
export const managedMedia = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'document', 'private']),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string().nullable(),
  alt: z.string().nullable(),
  url: z.string(),
  image_set: imageSet.nullable(),
});
export type ManagedMedia = z.infer<typeof managedMedia>;

/** POST /media (multipart/form-data: `file`, optional `alt`). */
export const mediaAnswer = z.object({ result: managedMedia });
export const MEDIA_UPLOAD_FIELDS = { file: 'file', alt: 'alt' } as const;

/* ---------- Artworks ---------- */

export const artworkStatuses = ['published', 'draft'] as const;
export const artworkAvailabilities = ['available', 'reserved', 'sold'] as const;
export const artworkOrientations = ['portrait', 'landscape', 'square'] as const;
export const editionTypes = ['unique', 'limited', 'open'] as const;

const artworkStatus = z.enum(artworkStatuses, { error: `must be one of: ${artworkStatuses.join(', ')}` });
const artworkAvailability = z.enum(artworkAvailabilities, {
  error: `must be one of: ${artworkAvailabilities.join(', ')}`,
});
const stockCount = wholeNumber().min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000');
const centimetres = z
  .number({ error: 'must be a number' })
  .positive('must be greater than 0')
  .max(100_000, 'must be at most 100000 cm')
  .nullable();

const variationSizeInput = z.object({ name: line(40), stock: stockCount }).strict();
const variationInput = z
  .object({
    color: line(40),
    sizes: z
      .array(variationSizeInput)
      .min(1, 'must list at least one size')
      .max(30, 'must list at most 30 sizes')
      .superRefine((sizes, ctx) => {
        const seen = new Set<string>();
        sizes.forEach((s, i) => {
          const key = s.name.toLowerCase();
          if (seen.has(key))
            ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'is listed twice for this colour' });
          seen.add(key);
        });
      }),
  })
  .strict();

const termNames = (max: number) =>
  z
    .array(line(80))
    .max(max, `must list at most ${max}`)
    .superRefine((names, ctx) => {
      const seen = new Set<string>();
      names.forEach((n, i) => {
        const key = n.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: 'is listed twice' });
        seen.add(key);
      });
    });

/** Every field staff edit on an artwork (docs/product.md#data Product and docs/product.md#artworks). */
export const artworkFields = z.object({
  name: line(200),
  product_slug: editableSlug,
  artist_id: refId.nullable(),
  sku: optionalText(64),
  /** Base price before discount, baisa. */
  price: wholeNumber('must be a whole number of baisa')
    .min(0, 'must not be negative')
    .max(MAX_BAISA, `must be at most ${MAX_BAISA}`),
  /** Percent off, 0-100. */
  discount: wholeNumber().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100'),
  stock: stockCount,
  short_description: text(1000),
  full_description: richText(),
  rating: wholeNumber().min(0, 'must be between 0 and 5').max(5, 'must be between 0 and 5'),
  medium: optionalText(120),
  support: optionalText(120),
  width_cm: centimetres,
  height_cm: centimetres,
  depth_cm: centimetres,
  orientation: z.enum(artworkOrientations, { error: `must be one of: ${artworkOrientations.join(', ')}` }).nullable(),
  year: wholeNumber().min(1000, 'must be a year such as 2024').max(2100, 'must be a year such as 2024').nullable(),
  /** 'limited' needs edition_size and edition_number (number <= size); the others take neither. */
  edition_type: z.enum(editionTypes, { error: `must be one of: ${editionTypes.join(', ')}` }),
  edition_size: wholeNumber().min(1, 'must be at least 1').max(1_000_000).nullable(),
  edition_number: wholeNumber().min(1, 'must be at least 1').max(1_000_000).nullable(),
  framed: z.boolean({ error: 'must be true or false' }),
  availability: artworkAvailability,
  /** An external shop's http(s) page; the storefront then shows 'Buy Now' instead of the cart. */
  affiliate_link: httpUrl.nullable(),
  is_new: z.boolean({ error: 'must be true or false' }),
  status: artworkStatus,
  /** Gallery images (media ids of uploaded images) in display order. */
  images: idList(40),
  /** One of `images`, or null for "the first image". */
  feature_image_id: refId.nullable(),
  /** Colours of a print, each with its sizes and their stock; empty for a work sold as itself. */
  variations: z
    .array(variationInput)
    .max(20, 'must list at most 20 colours')
    .superRefine((variations, ctx) => {
      const seen = new Set<string>();
      variations.forEach((v, i) => {
        const key = v.color.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'color'], message: 'is listed twice' });
        seen.add(key);
      });
    }),
  /** Category names; a new name creates the category. */
  categories: termNames(30),
  tags: termNames(50),
  /** Exhibitions this work hangs in (it is added at the end of a show it was not in). */
  exhibition_ids: idList(100),
});

/** POST /artworks: name and price are needed; the rest defaults (status draft, unique edition, stock 1). */
export const newArtworkBody = artworkFields.partial().required({ name: true, price: true }).strict();
export type NewArtworkBody = z.input<typeof newArtworkBody>;
/**
 * `updated_at` in an edit (artworks, artists, exhibitions, press, pages, the home page): the record's stamp as the
 * form loaded it. The save is refused (409) when the record changed since, so a form opened before
 * a colleague's save, or a sale, cannot overwrite it unseen. Left out, the save goes through.
 */
const loadedStamp = { updated_at: z.string().max(40, 'must be at most 40 characters').optional() };

/** PUT /artworks/:id. With the stamp, a sold work is never put back on sale by a form opened before the sale. */
export const artworkUpdateBody = artworkFields.partial().extend(loadedStamp).strict();
export type ArtworkUpdateBody = z.input<typeof artworkUpdateBody>;
export type ArtworkFields = z.output<typeof artworkFields>;

/** PATCH /artworks/:id/status */
export const artworkStatusBody = z.object({ status: artworkStatus }).strict();

export const artworkSorts = ['name', 'price', 'created', 'updated'] as const;
/** GET /artworks */
export const artworkListQuery = z
  .object({
    /** Name, slug or artist name, case-insensitive. */
    search: searchTerm,
    status: artworkStatus.optional(),
    availability: artworkAvailability.optional(),
    artist_id: recordId.optional(),
    ...listSort(artworkSorts, { sort: 'updated', order: 'desc' }),
    ...paging,
  })
  .strict();
export type ArtworkListQuery = z.input<typeof artworkListQuery>;

const artistOfArtwork = z.object({ id: z.number().int(), artist_slug: z.string(), full_name: z.string() });

export const managedArtworkRow = z.object({
  id: z.number().int(),
  product_slug: z.string(),
  name: z.string(),
  artist: artistOfArtwork.nullable(),
  price: z.number().int(),
  /** After discount. */
  product_price: z.number().int(),
  discount: z.number().int(),
  stock: z.number().int(),
  status: artworkStatus,
  availability: artworkAvailability,
  /** A small rendition of the feature image (or the first image), '' when there is none. */
  thumbnail: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedArtworkRow = z.infer<typeof managedArtworkRow>;

export const artworkListAnswer = pageOf(managedArtworkRow).extend({
  /** Over the whole catalogue, not only this search: for the status tabs. */
  counts: z.object({ all: z.number().int(), published: z.number().int(), draft: z.number().int() }),
});
export type ArtworkListAnswer = z.infer<typeof artworkListAnswer>;

export const managedArtwork = z.object({
  id: z.number().int(),
  product_slug: z.string(),
  /** Where the storefront shows it (drafts are not public). */
  storefront_url: z.string(),
  name: z.string(),
  artist_id: z.number().int().nullable(),
  artist: artistOfArtwork.nullable(),
  sku: z.string().nullable(),
  price: z.number().int(),
  product_price: z.number().int(),
  discount: z.number().int(),
  stock: z.number().int(),
  short_description: z.string(),
  full_description: z.string(),
  rating: z.number().int(),
  medium: z.string().nullable(),
  support: z.string().nullable(),
  width_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  depth_cm: z.number().nullable(),
  orientation: z.enum(artworkOrientations).nullable(),
  year: z.number().int().nullable(),
  edition_type: z.enum(editionTypes),
  edition_size: z.number().int().nullable(),
  edition_number: z.number().int().nullable(),
  framed: z.boolean(),
  availability: artworkAvailability,
  affiliate_link: z.string().nullable(),
  is_new: z.boolean(),
  sale_count: z.number().int(),
  status: artworkStatus,
  feature_image_id: z.number().int().nullable(),
  feature_image: managedMedia.nullable(),
  images: z.array(managedMedia.extend({ position: z.number().int() })),
  variations: z.array(
    z.object({ color: z.string(), sizes: z.array(z.object({ name: z.string(), stock: z.number().int() })) }),
  ),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  exhibitions: z.array(z.object({ id: z.number().int(), exhibition_slug: z.string(), exhibition_title: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedArtwork = z.infer<typeof managedArtwork>;
export const artworkAnswer = z.object({ result: managedArtwork });

/* ---------- Artists ---------- */

export const artistFields = z.object({
  first_name: line(80),
  /** May be empty for an artist known by one name. */
  last_name: text(80),
  artist_slug: editableSlug,
  description: richText(50_000),
  location: optionalText(120),
  profile_image_id: refId.nullable(),
  /** The gallery's own order in the artist list (lowest first). */
  position: wholeNumber().min(0, 'must not be negative').max(100_000),
});
export const newArtistBody = artistFields.partial().required({ first_name: true }).strict();
export type NewArtistBody = z.input<typeof newArtistBody>;
export const artistUpdateBody = artistFields.partial().extend(loadedStamp).strict();
export type ArtistUpdateBody = z.input<typeof artistUpdateBody>;
export type ArtistFields = z.output<typeof artistFields>;

export const artistSorts = ['position', 'name', 'location', 'created', 'updated'] as const;
/** GET /artists: the gallery's own order (position) unless sorted otherwise. */
export const artistListQuery = z
  .object({ search: searchTerm, ...listSort(artistSorts, { sort: 'position', order: 'asc' }), ...paging })
  .strict();
/** DELETE /artists/:id?force=true keeps the artist's artworks, without an artist. */
export const artistDeleteQuery = z.object({ force: queryFlag.default(false) }).strict();

export const managedArtist = z.object({
  id: z.number().int(),
  artist_slug: z.string(),
  storefront_url: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  position: z.number().int(),
  profile_image_id: z.number().int().nullable(),
  profile_image: managedMedia.nullable(),
  /** All their artworks, drafts included. */
  artwork_count: z.number().int(),
  published_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedArtist = z.infer<typeof managedArtist>;
export const artistAnswer = z.object({ result: managedArtist });
export const artistPageAnswer = pageOf(managedArtist);
export const artistDeleteAnswer = z.object({ message: z.string(), detached_artworks: z.number().int() });

/* ---------- Exhibitions ---------- */

export const exhibitionKinds = ['group', 'solo'] as const;

export const exhibitionFields = z.object({
  title: line(200),
  exhibition_slug: editableSlug,
  short_description: text(1000),
  full_description: richText(),
  image_id: refId.nullable(),
  start_date: isoDate,
  /** Not before start_date. */
  end_date: isoDate,
  venue: optionalText(200),
  kind: z.enum(exhibitionKinds, { error: `must be one of: ${exhibitionKinds.join(', ')}` }),
  /** The hang, in order. */
  artwork_ids: idList(500),
});
export const newExhibitionBody = exhibitionFields
  .partial()
  .required({ title: true, start_date: true, end_date: true })
  .strict();
export type NewExhibitionBody = z.input<typeof newExhibitionBody>;
export const exhibitionUpdateBody = exhibitionFields.partial().extend(loadedStamp).strict();
export type ExhibitionUpdateBody = z.input<typeof exhibitionUpdateBody>;
export type ExhibitionFields = z.output<typeof exhibitionFields>;

export const exhibitionSorts = ['start', 'end', 'title', 'created', 'updated'] as const;
/** GET /exhibitions: newest opening first unless sorted otherwise. */
export const exhibitionListQuery = z
  .object({ search: searchTerm, ...listSort(exhibitionSorts, { sort: 'start', order: 'desc' }), ...paging })
  .strict();

const exhibitionArtwork = z.object({
  id: z.number().int(),
  name: z.string(),
  product_slug: z.string(),
  status: artworkStatus,
  thumbnail: z.string(),
});

export const managedExhibition = z.object({
  id: z.number().int(),
  exhibition_slug: z.string(),
  storefront_url: z.string(),
  title: z.string(),
  short_description: z.string(),
  full_description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** By today's date in Muscat. */
  status: z.enum(['upcoming', 'current', 'past']),
  venue: z.string().nullable(),
  kind: z.enum(exhibitionKinds),
  image_id: z.number().int().nullable(),
  image: managedMedia.nullable(),
  artwork_ids: z.array(z.number().int()),
  artworks: z.array(exhibitionArtwork),
  application_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedExhibition = z.infer<typeof managedExhibition>;
export const exhibitionAnswer = z.object({ result: managedExhibition });
export const exhibitionPageAnswer = pageOf(managedExhibition.omit({ artworks: true, full_description: true }));

/* ---------- Exhibition applications ---------- */

export const applicationStatuses = ['new', 'shortlisted', 'accepted', 'declined'] as const;
const applicationStatus = z.enum(applicationStatuses, { error: `must be one of: ${applicationStatuses.join(', ')}` });

export const applicationSorts = ['created', 'artist', 'painting', 'status'] as const;
/** GET /applications: newest first unless sorted otherwise. */
export const applicationListQuery = z
  .object({
    status: applicationStatus.optional(),
    exhibition_id: recordId.optional(),
    search: searchTerm,
    ...listSort(applicationSorts, { sort: 'created', order: 'desc' }),
    ...paging,
  })
  .strict();
export const applicationStatusBody = z.object({ status: applicationStatus }).strict();

const applicationFile = z.object({
  id: z.number().int(),
  mime: z.string(),
  bytes: z.number().int(),
  original_name: z.string().nullable(),
  /** The staff-only download (never under /media). */
  download_url: z.string(),
});

export const managedApplication = z.object({
  id: z.number().int(),
  exhibition_id: z.number().int().nullable(),
  exhibition_title: z.string().nullable(),
  exhibition_slug: z.string().nullable(),
  /** What the artist's form sent (the exhibition's title). */
  exhibition_label: z.string(),
  artist_name: z.string(),
  artist_email: z.string(),
  artist_mobile: z.string(),
  artist_description: z.string(),
  painting_name: z.string(),
  status: applicationStatus,
  painting: applicationFile.nullable(),
  portfolio: applicationFile.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedApplication = z.infer<typeof managedApplication>;
export const applicationAnswer = z.object({ result: managedApplication });
export const applicationPageAnswer = pageOf(managedApplication);

/* ---------- Press ---------- */

export const pressFields = z.object({
  article_title: line(300),
  press_name: line(120),
  published_on: isoDate,
  image_id: refId.nullable(),
  press_logo_id: refId.nullable(),
  /** An uploaded PDF (kind document). */
  pdf_id: refId.nullable(),
});
export const newPressBody = pressFields
  .partial()
  .required({ article_title: true, press_name: true, published_on: true })
  .strict();
export type NewPressBody = z.input<typeof newPressBody>;
export const pressUpdateBody = pressFields.partial().extend(loadedStamp).strict();
export type PressFields = z.output<typeof pressFields>;
export const pressSorts = ['published', 'title', 'press', 'created', 'updated'] as const;
/** GET /press: newest publication first unless sorted otherwise. */
export const pressListQuery = z
  .object({ search: searchTerm, ...listSort(pressSorts, { sort: 'published', order: 'desc' }), ...paging })
  .strict();

export const managedPress = z.object({
  id: z.number().int(),
  article_title: z.string(),
  press_name: z.string(),
  published_on: z.string(),
  image_id: z.number().int().nullable(),
  image: managedMedia.nullable(),
  press_logo_id: z.number().int().nullable(),
  press_logo: managedMedia.nullable(),
  pdf_id: z.number().int().nullable(),
  pdf: managedMedia.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ManagedPress = z.infer<typeof managedPress>;
export const pressArticleAnswer = z.object({ result: managedPress });
export const pressPageAnswer = pageOf(managedPress);

/* ---------- Pages ---------- */

export const pageSlugParams = z.object({ slug: z.string().trim().toLowerCase().max(60) });

export const pageCardInput = z
  .object({
    /** An existing card keeps its id (and with it its translations); leave it out for a new one. */
    id: refId.optional(),
    title: line(200),
    body: richText(20_000).default(''),
    image_id: refId.nullable().default(null),
    link: siteLink.nullable().default(null),
    /** Cards are shown by position, then in the order sent. */
    position: wholeNumber().min(0, 'must not be negative').max(10_000).optional(),
  })
  .strict();

/**
 * PUT /pages/:slug: the first save creates the page (named after its route until page_name says
 * otherwise). `updated_at` is null for a page loaded before it was ever written.
 */
export const pageBody = z
  .object({
    page_name: line(200),
    page_description: richText(),
    cards: z.array(pageCardInput).max(50, 'must list at most 50 cards').superRefine(idsListedOnce),
  })
  .partial()
  .extend({ updated_at: loadedStamp.updated_at.unwrap().nullable().optional() })
  .strict();
export type PageBody = z.input<typeof pageBody>;

export const managedPageCard = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image_id: z.number().int().nullable(),
  image: managedMedia.nullable(),
  link: z.string().nullable(),
  position: z.number().int(),
});
export const managedPage = z.object({
  slug: z.string(),
  /** False until the page is first saved. */
  exists: z.boolean(),
  page_name: z.string(),
  page_description: z.string(),
  cards: z.array(managedPageCard),
  updated_at: z.string().nullable(),
});
export type ManagedPage = z.infer<typeof managedPage>;
export const managedPageAnswer = z.object({ result: managedPage });
export const pageSorts = ['position', 'name', 'cards', 'updated'] as const;
/** GET /pages: in the storefront's menu order (position) unless sorted otherwise. */
export const pageListQuery = z.object(listSort(pageSorts, { sort: 'position', order: 'asc' })).strict();
export const pageListAnswer = z.object({
  result: z.array(
    z.object({
      slug: z.string(),
      exists: z.boolean(),
      page_name: z.string(),
      card_count: z.number().int(),
      updated_at: z.string().nullable(),
    }),
  ),
});

/* ---------- Home page sections ---------- */

export const homeSectionKinds = [
  'hero',
  'featured_artworks',
  'new_artworks',
  'exhibitions',
  'artists',
  'press',
  'newsletter',
] as const;
export type HomeSectionKind = (typeof homeSectionKinds)[number];

const sectionLimit = wholeNumber().min(1, 'must be at least 1').max(48, 'must be at most 48');
const pictureConfig = z
  .object({ image_id: refId.nullable().optional(), link: siteLink.nullable().optional() })
  .strict();
const listConfig = z.object({ limit: sectionLimit.optional() }).strict();
/** What each kind of section takes in its config. */
export const homeSectionConfigs = {
  hero: pictureConfig,
  featured_artworks: z.object({ artwork_ids: idList(48), limit: sectionLimit.optional() }).strict(),
  new_artworks: listConfig,
  exhibitions: listConfig,
  artists: listConfig,
  press: listConfig,
  newsletter: pictureConfig,
} as const;

const sectionOf = <K extends HomeSectionKind, C extends z.ZodType>(kind: K, config: C) =>
  z
    .object({
      /** An existing section keeps its id; leave it out for a new one. */
      id: refId.optional(),
      kind: z.literal(kind),
      title: text(200),
      subtitle: optionalText(300).optional(),
      enabled: z.boolean({ error: 'must be true or false' }).default(true),
      config: z.optional(config),
    })
    .strict();

export const homeSectionInput = z.discriminatedUnion(
  'kind',
  [
    sectionOf('hero', homeSectionConfigs.hero),
    sectionOf('featured_artworks', homeSectionConfigs.featured_artworks),
    sectionOf('new_artworks', homeSectionConfigs.new_artworks),
    sectionOf('exhibitions', homeSectionConfigs.exhibitions),
    sectionOf('artists', homeSectionConfigs.artists),
    sectionOf('press', homeSectionConfigs.press),
    sectionOf('newsletter', homeSectionConfigs.newsletter),
  ],
  { error: `must be one of: ${homeSectionKinds.join(', ')}` },
);
export type HomeSectionInput = z.output<typeof homeSectionInput>;

/** PUT /home-sections: the whole page, in order; sections left out are removed. */
export const homeSectionsBody = z
  .object({
    sections: z.array(homeSectionInput).max(30, 'must list at most 30 sections').superRefine(idsListedOnce),
    /** The arrangement's stamp as the form loaded it (`homeArrangementStamp`); null before any save. */
    updated_at: loadedStamp.updated_at.unwrap().nullable().optional(),
  })
  .strict();
export type HomeSectionsBody = z.input<typeof homeSectionsBody>;

export const managedHomeSection = z.object({
  id: z.number().int(),
  kind: z.enum(homeSectionKinds),
  title: z.string(),
  subtitle: z.string().nullable(),
  enabled: z.boolean(),
  position: z.number().int(),
  /** When a save last arranged the sections; null before any. */
  updated_at: z.string().nullable(),
  config: z.object({
    limit: z.number().int().optional(),
    artwork_ids: z.array(z.number().int()).optional(),
    image_id: z.number().int().nullable().optional(),
    link: z.string().nullable().optional(),
  }),
  image: managedMedia.nullable(),
});

/**
 * The home page's arrangement as a form loads it: the latest of its sections' stamps, or null when
 * none was ever saved. A save sends it back; one from before a colleague's save is refused (409).
 */
export function homeArrangementStamp(sections: readonly { updated_at: string | null }[]): string | null {
  return sections.reduce<string | null>(
    (latest, { updated_at }) => (updated_at !== null && (latest === null || updated_at > latest) ? updated_at : latest),
    null,
  );
}
export type ManagedHomeSection = z.infer<typeof managedHomeSection>;
export const homeSectionsAnswer = z.object({ result: z.array(managedHomeSection) });

/* ---------- Settings and currencies (owner only) ---------- */

export const paymentMethods = ['cod', 'bank_transfer'] as const;
const baisaAmount = wholeNumber('must be a whole number of baisa').min(0, 'must not be negative').max(MAX_BAISA);
const currencyCode = z
  .string({ error: 'must be a three-letter currency code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as EUR');

/** PUT /settings: any subset of the gallery's settings. */
/** A VAT registration number as invoices print it: letters, digits, spaces and dashes (the form checks the same). */
export const VAT_NUMBER_PATTERN = /^[A-Za-z0-9 -]*$/;

export const settingsBody = z
  .object({
    company_name: line(120),
    /** Media id of the logo (an uploaded image), or null. */
    company_logo_id: refId.nullable(),
    address: text(500),
    /** Shown in the storefront's top bar, footer and contact page, and dialled from them; '' for none. */
    phone: phoneOrEmpty,
    email,
    facebook: httpUrlOrEmpty,
    twitter: httpUrlOrEmpty,
    instagram: httpUrlOrEmpty,
    google_plus: httpUrlOrEmpty,
    /** Baisa. */
    free_delivery_threshold: baisaAmount,
    /** One of the currencies. */
    default_currency: currencyCode,
    /** Percent as a decimal string, 0-100. */
    tax_rate: z
      .string({ error: 'must be a decimal number such as "5"' })
      .trim()
      .regex(/^\d{1,3}(\.\d{1,4})?$/, 'must be a decimal number such as "5" or "5.5"')
      .refine((v) => Number(v) <= 100, 'must be at most 100'),
    /** Printed on invoices, which then read "Tax invoice"; '' for none. */
    vat_number: z
      .string({ error: 'must be text' })
      .trim()
      .max(20, 'must be at most 20 characters')
      .regex(VAT_NUMBER_PATTERN, 'must contain only letters, digits, spaces and dashes, such as OM1100012345'),
    /**
     * Baisa per order, by zone. The zones left out keep their rate, so that a form sending only
     * the zone it changed never puts back a colleague's older rate for another.
     */
    shipping_rates: z
      .object({ oman: baisaAmount, gcc: baisaAmount, world: baisaAmount })
      .partial()
      .strict()
      .refine((rates) => Object.values(rates).some((rate) => rate !== undefined), 'must name at least one zone'),
    payment_methods: z
      .array(z.enum(paymentMethods, { error: `must be one of: ${paymentMethods.join(', ')}` }))
      .min(1, 'must offer at least one payment method')
      .refine(distinct, 'must not list a method twice'),
    bank_transfer_instructions: text(2000),
    template: text(120),
    meta_description: text(300),
    mailing_list_url: httpUrlOrEmpty,
  })
  .partial()
  .strict();
export type SettingsBody = z.input<typeof settingsBody>;

export const managedSettings = z.object({
  company_name: z.string(),
  company_logo_id: z.number().int().nullable(),
  company_logo: managedMedia.nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  google_plus: z.string(),
  free_delivery_threshold: z.number().int(),
  default_currency: z.string(),
  tax_rate: z.string(),
  vat_number: z.string(),
  shipping_rates: z.object({ oman: z.number().int(), gcc: z.number().int(), world: z.number().int() }),
  payment_methods: z.array(z.enum(paymentMethods)),
  bank_transfer_instructions: z.string(),
  template: z.string(),
  meta_description: z.string(),
  mailing_list_url: z.string(),
});
export type ManagedSettings = z.infer<typeof managedSettings>;
export const settingsManageAnswer = z.object({ result: managedSettings });

export const currencyParams = z.object({ code: currencyCode });
/** Units of the currency per 1 OMR, as a positive decimal string ("2.6008"). */
const currencyRate = z
  .string({ error: 'must be a decimal number such as "2.6008"' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,10})?$/, 'must be a positive decimal number such as "2.6008"')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');
export const currencyFields = z.object({
  symbol: line(8),
  name: line(60),
  rate: currencyRate,
  decimals: wholeNumber().min(0, 'must be between 0 and 3').max(3, 'must be between 0 and 3'),
  /** Order in the currency menu. */
  position: wholeNumber().min(0, 'must not be negative').max(1000).optional(),
});
/** PUT /currencies/:code */
export const currencyBody = currencyFields.strict();
/** POST /currencies */
export const newCurrencyBody = currencyFields.extend({ code: currencyCode }).strict();
export type CurrencyBody = z.input<typeof currencyBody>;
export type NewCurrencyBody = z.input<typeof newCurrencyBody>;

export const managedCurrency = z.object({
  code: z.string(),
  symbol: z.string(),
  name: z.string(),
  rate: z.string(),
  decimals: z.number().int(),
  position: z.number().int(),
  /** OMR: prices are kept in it, its rate is 1 and it cannot be removed. */
  is_base: z.boolean(),
  is_default: z.boolean(),
});
export type ManagedCurrency = z.infer<typeof managedCurrency>;
export const currencyAnswer = z.object({ result: managedCurrency });
export const currencySorts = ['position', 'code', 'name'] as const;
/** GET /currencies: in the currency menu's order (position) unless sorted otherwise. */
export const currencyListQuery = z.object(listSort(currencySorts, { sort: 'position', order: 'asc' })).strict();
export const currencyListAnswer = z.object({ result: z.array(managedCurrency) });

/* ---------- Contact messages, newsletter, mail outbox ---------- */

export const messageSorts = ['created', 'name', 'subject'] as const;
/** GET /messages: newest first unless sorted otherwise; `search` looks in the name, e-mail, subject and text. */
export const messageListQuery = z
  .object({
    search: searchTerm,
    unread: queryFlag.optional(),
    ...listSort(messageSorts, { sort: 'created', order: 'desc' }),
    ...paging,
  })
  .strict();
export const messageReadBody = z.object({ read: z.boolean({ error: 'must be true or false' }) }).strict();
export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactMessageAnswer = z.object({ result: contactMessage });
export const messagePageAnswer = pageOf(contactMessage).extend({ unread: z.number().int() });

export const subscriberSorts = ['created', 'email'] as const;
/** GET /subscribers: newest first unless sorted otherwise. */
export const subscriberListQuery = z
  .object({ search: searchTerm, ...listSort(subscriberSorts, { sort: 'created', order: 'desc' }), ...paging })
  .strict();
export const subscriber = z.object({ id: z.number().int(), email: z.string(), created_at: z.string() });
export const subscriberPageAnswer = pageOf(subscriber);

export const outboxStatuses = ['queued', 'sent', 'failed', 'stored'] as const;
export const outboxSorts = ['created', 'subject', 'to', 'status'] as const;
/** GET /outbox: newest first unless sorted otherwise; filtered by status and searched. */
export const outboxListQuery = z
  .object({
    /** Looks in the recipient and the subject. */
    search: searchTerm,
    status: z.enum(outboxStatuses, { error: `must be one of: ${outboxStatuses.join(', ')}` }).optional(),
    ...listSort(outboxSorts, { sort: 'created', order: 'desc' }),
    ...paging,
  })
  .strict();
export const outboxMail = z.object({
  id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const outboxPageAnswer = pageOf(outboxMail);
/** The mail itself: show `html` only in a sandboxed frame. */
export const outboxMailAnswer = z.object({ result: outboxMail.extend({ html: z.string(), text: z.string() }) });
