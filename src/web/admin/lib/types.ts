import type { z } from 'zod';
import type {
  applicationListQuery,
  applicationPageAnswer,
  artistListQuery,
  artistPageAnswer,
  contactMessage,
  currencyListQuery,
  exhibitionListQuery,
  exhibitionPageAnswer,
  managedPageCard,
  messageListQuery,
  messagePageAnswer,
  outboxListQuery,
  outboxMailAnswer,
  outboxPageAnswer,
  pageListAnswer,
  pageListQuery,
  pressListQuery,
  pressPageAnswer,
  pressUpdateBody,
  staffListQuery,
  subscriberListQuery,
  subscriberPageAnswer,
} from '#shared/api/manage.ts';
import type { customerListAnswer } from '#shared/api/manage-customers.ts';

/** Types of the back-office contract that src/shared/api/manage.ts (and its siblings) keep only as schemas. */
export type ArtistListQuery = z.input<typeof artistListQuery>;
export type ArtistPage = z.infer<typeof artistPageAnswer>;
export type ExhibitionListQuery = z.input<typeof exhibitionListQuery>;
export type ExhibitionPage = z.infer<typeof exhibitionPageAnswer>;
export type ExhibitionRow = ExhibitionPage['result'][number];
export type PressListQuery = z.input<typeof pressListQuery>;
export type PressPage = z.infer<typeof pressPageAnswer>;
export type PressUpdateBody = z.input<typeof pressUpdateBody>;
export type PageList = z.infer<typeof pageListAnswer>['result'];
export type PageListQuery = z.input<typeof pageListQuery>;
export type CurrencyListQuery = z.input<typeof currencyListQuery>;
export type StaffListQuery = z.input<typeof staffListQuery>;
export type ManagedPageCard = z.infer<typeof managedPageCard>;
export type ApplicationListQuery = z.input<typeof applicationListQuery>;
export type ApplicationPage = z.infer<typeof applicationPageAnswer>;
export type MessageListQuery = z.input<typeof messageListQuery>;
export type MessagePage = z.infer<typeof messagePageAnswer>;
export type ContactMessage = z.infer<typeof contactMessage>;
export type SubscriberListQuery = z.input<typeof subscriberListQuery>;
export type SubscriberPage = z.infer<typeof subscriberPageAnswer>;
export type OutboxListQuery = z.input<typeof outboxListQuery>;
export type OutboxPage = z.infer<typeof outboxPageAnswer>;
export type OutboxMail = z.infer<typeof outboxMailAnswer>['result'];
export type CustomerPage = z.infer<typeof customerListAnswer>;
