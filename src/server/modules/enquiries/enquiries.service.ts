import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import type { EnquiryTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { pageAnswer, windowOf } from '../../lib/list-page.ts';
import type { ContentLocale } from '#shared/languages.ts';
import type { enquiryBody } from '#shared/api/enquiries.ts';
import type { EnquiryDetail, ManagedEnquiry, StaffMember, enquiryListQuery } from '#shared/api/manage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { artworkForCart, artworksForCart } from '../catalog/stock.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { enquiryAnswerMail, newEnquiryMail } from './enquiries.mail.ts';
import * as repo from './enquiries.repository.ts';

/** Enquiries about works (docs/product.md#enquiries): asked from a work's page, answered by staff by e-mail. */

export interface EnquiryDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

type Row = Selectable<EnquiryTable>;

const workUrl = (publicUrl: string, row: Pick<Row, 'artwork_id' | 'artwork_slug'>) =>
  row.artwork_id === null ? null : `${publicUrl}/arts/${row.artwork_slug}`;

/**
 * Keeps a visitor's enquiry with the work attached and tells the gallery by e-mail. Only a work
 * the storefront shows can be asked about; a sold or reserved one is asked about as "similar works".
 */
export async function receiveEnquiry(
  deps: EnquiryDeps,
  body: z.output<typeof enquiryBody>,
  language: ContentLocale,
): Promise<number> {
  const artwork = await artworkForCart(deps.db, body.product_id);
  if (!artwork || artwork.status !== 'published') {
    throw new AppError('not_found', 'product_id: no such artwork', [
      { field: 'product_id', message: 'no such artwork' },
    ]);
  }
  const settings = await getSettings(deps.db);
  const row = {
    artwork_id: artwork.id,
    artwork_name: artwork.name,
    artwork_slug: artwork.product_slug,
    similar: body.similar || artwork.availability !== 'available' ? 1 : 0,
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    message: body.message,
    language,
  };
  const { id, mailId } = await deps.db.transaction().execute(async (tx) => {
    const id = await repo.insertEnquiry(tx, row);
    const mailId = await deps.mailer.record(
      tx,
      newEnquiryMail({
        to: settings.email,
        enquiry: { ...row, similar: row.similar === 1 },
        backOfficeUrl: `${deps.publicUrl}/admin/enquiries/${id}`,
      }),
    );
    return { id, mailId };
  });
  deps.mailer.deliver([mailId]);
  return id;
}

function toManaged(row: Row, thumbnail: string, publicUrl: string): ManagedEnquiry {
  return {
    id: row.id,
    artwork_id: row.artwork_id,
    artwork_name: row.artwork_name,
    artwork_slug: row.artwork_slug,
    artwork_url: workUrl(publicUrl, row),
    artwork_thumbnail: thumbnail,
    similar: row.similar === 1,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    status: row.status,
    answered_at: row.answered_at,
    closed_at: row.closed_at,
    created_at: row.created_at,
  };
}

async function managedOf(db: Executor, rows: Row[], publicUrl: string): Promise<ManagedEnquiry[]> {
  const works = await artworksForCart(
    db,
    rows.flatMap((r) => r.artwork_id ?? []),
  );
  return rows.map((r) =>
    toManaged(r, (r.artwork_id !== null && works.get(r.artwork_id)?.feature_image) || '', publicUrl),
  );
}

export async function listEnquiries(db: Executor, publicUrl: string, query: z.output<typeof enquiryListQuery>) {
  const [{ rows, total }, open] = await Promise.all([
    repo.listEnquiriesPage(db, { status: query.status, search: query.search, ...windowOf(query) }),
    repo.countOpenEnquiries(db),
  ]);
  return { ...pageAnswer(query, await managedOf(db, rows, publicUrl), total), open };
}

export async function enquiryForStaff(db: Executor, publicUrl: string, id: number): Promise<EnquiryDetail> {
  const row = await repo.findEnquiryById(db, id);
  if (!row) throw AppError.notFound('Enquiry');
  const [[managed], replies] = await Promise.all([managedOf(db, [row], publicUrl), repo.repliesOf(db, id)]);
  return {
    ...managed!,
    replies: replies.map((r) => ({
      id: r.id,
      message: r.message,
      staff_name: r.staff_name,
      mail_id: r.mail_id,
      created_at: r.created_at,
    })),
  };
}

/**
 * Sends the staff's answer to the enquirer, in the language they wrote in, through the outbox
 * (where it stays), and marks the enquiry answered. A closed enquiry is opened again by an answer.
 */
export async function answerEnquiry(
  deps: EnquiryDeps,
  staff: StaffMember,
  id: number,
  answer: string,
): Promise<EnquiryDetail> {
  const mailId = await deps.db.transaction().execute(async (tx) => {
    const row = await repo.lockEnquiry(tx, id);
    if (!row) throw AppError.notFound('Enquiry');
    const mailId = await deps.mailer.record(
      tx,
      enquiryAnswerMail({
        enquiry: { ...row, similar: row.similar === 1 },
        answer,
        workUrl: workUrl(deps.publicUrl, row),
      }),
    );
    const now = new Date().toISOString();
    await repo.insertReply(tx, {
      enquiry_id: id,
      message: answer,
      staff_name: staff.name,
      mail_id: mailId,
      created_at: now,
    });
    await repo.updateEnquiry(tx, id, { status: 'answered', answered_at: now, closed_at: null });
    await recordAudit(tx, {
      staff,
      action: 'enquiry.answer',
      entity: 'enquiry',
      entityId: id,
      detail: `Answered the enquiry from ${row.email} about "${row.artwork_name}"`,
    });
    return mailId;
  });
  deps.mailer.deliver([mailId]);
  return enquiryForStaff(deps.db, deps.publicUrl, id);
}

/** Closes an enquiry (nothing more to do), or opens it again; closing a closed one changes nothing. */
export async function setEnquiryClosed(
  deps: EnquiryDeps,
  staff: StaffMember,
  id: number,
  closed: boolean,
): Promise<EnquiryDetail> {
  await deps.db.transaction().execute(async (tx) => {
    const row = await repo.lockEnquiry(tx, id);
    if (!row) throw AppError.notFound('Enquiry');
    if ((row.status === 'closed') === closed) return;
    const reopened = row.answered_at === null ? 'open' : 'answered';
    await repo.updateEnquiry(tx, id, {
      status: closed ? 'closed' : reopened,
      closed_at: closed ? new Date().toISOString() : null,
    });
    await recordAudit(tx, {
      staff,
      action: closed ? 'enquiry.close' : 'enquiry.reopen',
      entity: 'enquiry',
      entityId: id,
      detail: `${closed ? 'Closed' : 'Reopened'} the enquiry from ${row.email} about "${row.artwork_name}"`,
    });
  });
  return enquiryForStaff(deps.db, deps.publicUrl, id);
}
