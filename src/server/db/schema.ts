import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as Kysely sees it. Both SQLite and PostgreSQL store the same shapes:
 * - money is integer minor units of the Omani rial (baisa, 1 OMR = 1000);
 * - booleans are 0/1 integers, so the two engines answer identically;
 * - timestamps are ISO-8601 UTC strings, calendar dates are 'YYYY-MM-DD' strings.
 */
type Id = Generated<number>;
type Timestamp = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<number, number | undefined, number>;

export interface MediaTable {
  id: Id;
  /** Storage key without extension; variants live at `${key}-${width}.webp`. */
  storage_key: string;
  kind: 'image' | 'document' | 'private';
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** JSON array of the widths generated for an image, e.g. [320,640,960,1600]. */
  variants: string;
  original_name: string | null;
  alt: string | null;
  created_at: Timestamp;
}

export interface ArtistTable {
  id: Id;
  artist_slug: string;
  first_name: string;
  last_name: string;
  description: string;
  location: string | null;
  profile_image_id: number | null;
  position: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArtworkTable {
  id: Id;
  product_slug: string;
  name: string;
  artist_id: number | null;
  sku: string | null;
  /** Base price in baisa. */
  price: number;
  discount: Flag;
  stock: Flag;
  short_description: string;
  full_description: string;
  rating: Flag;
  medium: string | null;
  support: string | null;
  width_cm: number | null;
  height_cm: number | null;
  depth_cm: number | null;
  orientation: 'portrait' | 'landscape' | 'square' | null;
  year: number | null;
  edition_type: 'unique' | 'limited' | 'open';
  edition_size: number | null;
  edition_number: number | null;
  framed: Flag;
  availability: 'available' | 'reserved' | 'sold';
  affiliate_link: string | null;
  feature_image_id: number | null;
  is_new: Flag;
  sale_count: Flag;
  status: 'published' | 'draft';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArtworkImageTable {
  artwork_id: number;
  media_id: number;
  position: number;
}

export interface ArtworkVariationTable {
  id: Id;
  artwork_id: number;
  color: string;
  position: number;
}

export interface VariationSizeTable {
  id: Id;
  variation_id: number;
  name: string;
  stock: number;
  position: number;
}

export interface CategoryTable {
  id: Id;
  slug: string;
  name: string;
}

export interface TagTable {
  id: Id;
  slug: string;
  name: string;
}

export interface ArtworkCategoryTable {
  artwork_id: number;
  category_id: number;
}

export interface ArtworkTagTable {
  artwork_id: number;
  tag_id: number;
}

export interface ExhibitionTable {
  id: Id;
  exhibition_slug: string;
  title: string;
  short_description: string;
  full_description: string;
  image_id: number | null;
  start_date: string;
  end_date: string;
  venue: string | null;
  kind: 'group' | 'solo';
  /** 1: shown on the storefront; 0: a draft only the back office sees. */
  published: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ExhibitionArtworkTable {
  exhibition_id: number;
  artwork_id: number;
  position: number;
}

export interface ExhibitionApplicationTable {
  id: Id;
  exhibition_id: number | null;
  /** What the visitor sent as exhibition_id (the exhibition's title or slug: docs/product.md#forms-and-validation). */
  exhibition_label: string;
  artist_name: string;
  artist_email: string;
  artist_mobile: string;
  artist_description: string;
  painting_name: string;
  painting_file_id: number;
  portfolio_file_id: number | null;
  status: 'new' | 'shortlisted' | 'accepted' | 'declined';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PressArticleTable {
  id: Id;
  article_title: string;
  press_name: string;
  image_id: number | null;
  press_logo_id: number | null;
  pdf_id: number | null;
  published_on: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PageTable {
  id: Id;
  slug: string;
  page_name: string;
  page_description: string;
  updated_at: Timestamp;
}

export interface PageCardTable {
  id: Id;
  page_id: number;
  title: string;
  body: string;
  image_id: number | null;
  link: string | null;
  position: number;
}

export interface HomeSectionTable {
  id: Id;
  kind: 'hero' | 'featured_artworks' | 'new_artworks' | 'exhibitions' | 'artists' | 'press' | 'newsletter';
  title: string;
  subtitle: string | null;
  /** JSON object with the section's own options (limit, artwork ids, image id, link). */
  config: string;
  position: number;
  enabled: Flag;
  /** When a save last arranged the sections (the same on every row it wrote); null before any. */
  updated_at: string | null;
}

export interface SettingTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
}

export interface CurrencyTable {
  code: string;
  symbol: string;
  name: string;
  /** How many units of this currency one OMR buys, as a decimal string ("2.6008"). */
  rate: string;
  decimals: number;
  position: number;
}

export interface CustomerTable {
  id: Id;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomerAddressTable {
  id: Id;
  customer_id: number;
  label: string | null;
  full_name: string;
  phone: string | null;
  country: string;
  governorate: string | null;
  wilayat: string | null;
  city: string | null;
  line1: string;
  line2: string | null;
  postal_code: string | null;
  is_default: Flag;
  created_at: Timestamp;
}

export interface CustomerSessionTable {
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: string;
}

export interface PasswordResetTable {
  token_hash: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: string;
  used_at: string | null;
}

export interface CartTable {
  id: Id;
  session_id: string;
  customer_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartLineTable {
  id: Id;
  cart_id: number;
  artwork_id: number;
  /** '' when the artwork has no variation; never null so the unique key holds on both engines. */
  color: string;
  size: string;
  quantity: number;
  created_at: Timestamp;
}

export interface OrderTable {
  id: Id;
  order_no: string;
  public_id: string;
  customer_id: number | null;
  email: string;
  full_name: string;
  phone: string;
  country: string;
  governorate: string | null;
  wilayat: string | null;
  city: string | null;
  line1: string;
  line2: string | null;
  postal_code: string | null;
  shipping_zone: 'oman' | 'gcc' | 'world';
  payment_method: 'cod' | 'bank_transfer';
  notes: string | null;
  status: 'placed' | 'confirmed' | 'completed' | 'cancelled';
  payment_status: 'unpaid' | 'paid' | 'refunded';
  fulfilment_status: 'unfulfilled' | 'shipped' | 'delivered';
  sub_total: number;
  tax: number;
  delivery_charge: number;
  total: number;
  tax_rate: string;
  display_currency: string;
  display_rate: string;
  idempotency_key: string;
  request_hash: string;
  stock_returned: Flag;
  /** The storefront language at checkout: the collector's e-mails go out in it. */
  language: ColumnType<string, string | undefined, string>;
  carrier: string | null;
  tracking_number: string | null;
  confirmed_at: string | null;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  /** The sum of the order's refunds (order_refund), in baisa. */
  refunded_total: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderRefundTable {
  id: Id;
  order_id: number;
  amount: number;
  reason: string;
  staff_name: string | null;
  created_at: Timestamp;
}

export interface OrderLineTable {
  id: Id;
  order_id: number;
  artwork_id: number | null;
  product_slug: string;
  product_name: string;
  product_image: string | null;
  product_medium: string | null;
  product_size: string | null;
  product_color: string | null;
  product_orientation: string | null;
  quantity: number;
  unit_price: number;
}

export interface ContactMessageTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  read_at: string | null;
  created_at: Timestamp;
}

export interface EnquiryTable {
  id: Id;
  artwork_id: number | null;
  artwork_name: string;
  artwork_slug: string;
  similar: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  language: Generated<string>;
  status: ColumnType<'open' | 'answered' | 'closed', 'open' | 'answered' | 'closed' | undefined>;
  answered_at: string | null;
  closed_at: string | null;
  created_at: Timestamp;
}

export interface EnquiryReplyTable {
  id: Id;
  enquiry_id: number;
  message: string;
  staff_name: string | null;
  mail_id: number | null;
  created_at: Timestamp;
}

export interface NewsletterSubscriberTable {
  id: Id;
  email: string;
  created_at: Timestamp;
}

export interface StaffTable {
  id: Id;
  email: string;
  name: string;
  password_hash: string;
  role: 'owner' | 'editor';
  /** When the owner disabled the account; null while it may sign in. */
  disabled_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  created_at: Timestamp;
  expires_at: string;
}

/** Failed back-office sign-ins per 'email:…' or 'ip:…' key in a fixed window (staff module). */
export interface StaffSignInThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
}

/** Customer attempts per 'login:…' or 'reset:…' key in a fixed window (accounts module). */
export interface CustomerSignInThrottleTable {
  key: string;
  attempts: number;
  window_started_at: string;
}

/** Requests per route and address in a fixed window (plugins/rate-limit-store.ts). */
export interface RequestRateLimitTable {
  /** `POST /admin/api/contact|203.0.113.7` */
  key: string;
  hits: number;
  window_ends_at: string;
}

/**
 * One invalidation of the cached catalogue by one process, for the others (plugins/change-feed.ts):
 * `stock_of` is a JSON array of artwork ids whose stock changed, null for everything.
 */
export interface CatalogueChangeTable {
  id: Id;
  /** The process that wrote it, which skips its own. */
  origin: string;
  stock_of: string | null;
  changed_at: string;
}

export interface AuditLogTable {
  id: Id;
  staff_id: number | null;
  /** Who wrote the entry, kept when their account is removed (staff_id then becomes null). */
  staff_name: string | null;
  staff_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  detail: string | null;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: 'queued' | 'sent' | 'failed' | 'stored';
  error: string | null;
  created_at: Timestamp;
  sent_at: string | null;
}

/** A file sent with an outbox mail (the invoice PDF with the payment mail). */
export interface MailAttachmentTable {
  id: Id;
  mail_id: number;
  filename: string;
  content_type: string;
  content_base64: string;
}

/** A back-office text in French, German or Arabic (translations module); English stays in the record. */
export interface ContentTranslationTable {
  /** 'artwork', 'artist', 'exhibition', 'press_article', 'page' or 'home_section'. */
  entity: string;
  /** The record's id as text (a page's slug). */
  entity_id: string;
  locale: string;
  field: string;
  value: string;
  updated_at: Timestamp;
}

export interface Database {
  media: MediaTable;
  artist: ArtistTable;
  artwork: ArtworkTable;
  artwork_image: ArtworkImageTable;
  artwork_variation: ArtworkVariationTable;
  variation_size: VariationSizeTable;
  category: CategoryTable;
  tag: TagTable;
  artwork_category: ArtworkCategoryTable;
  artwork_tag: ArtworkTagTable;
  exhibition: ExhibitionTable;
  exhibition_artwork: ExhibitionArtworkTable;
  exhibition_application: ExhibitionApplicationTable;
  press_article: PressArticleTable;
  page: PageTable;
  page_card: PageCardTable;
  home_section: HomeSectionTable;
  setting: SettingTable;
  currency: CurrencyTable;
  customer: CustomerTable;
  customer_address: CustomerAddressTable;
  customer_session: CustomerSessionTable;
  password_reset: PasswordResetTable;
  cart: CartTable;
  cart_line: CartLineTable;
  customer_order: OrderTable;
  order_line: OrderLineTable;
  order_refund: OrderRefundTable;
  contact_message: ContactMessageTable;
  enquiry: EnquiryTable;
  enquiry_reply: EnquiryReplyTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  staff: StaffTable;
  staff_session: StaffSessionTable;
  staff_sign_in_throttle: StaffSignInThrottleTable;
  customer_sign_in_throttle: CustomerSignInThrottleTable;
  request_rate_limit: RequestRateLimitTable;
  catalogue_change: CatalogueChangeTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
  mail_attachment: MailAttachmentTable;
  content_translations: ContentTranslationTable;
}

export type Artwork = Selectable<ArtworkTable>;
export type NewArtwork = Insertable<ArtworkTable>;
export type ArtworkUpdate = Updateable<ArtworkTable>;
export type Artist = Selectable<ArtistTable>;
export type Exhibition = Selectable<ExhibitionTable>;
export type Media = Selectable<MediaTable>;
export type Order = Selectable<OrderTable>;
