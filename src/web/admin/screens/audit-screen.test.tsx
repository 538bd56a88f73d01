import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/api/manage.ts';
import { owner, renderAdmin } from '../test-utils.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  created_at: '2026-11-20T10:00:00.000Z',
  staff_id: null,
  staff_name: null,
  staff_email: null,
  action: 'artwork.update',
  entity: 'artwork',
  entity_id: String(id),
  detail: null,
  ...fields,
});

describe('the audit log', () => {
  it('names who did what, also a staff member whose account has been removed since', async () => {
    const result = [
      entry(4, { staff_id: 1, staff_name: owner.name, staff_email: owner.email, action: 'staff.delete' }),
      entry(3, { staff_name: 'Layla Editor', staff_email: 'layla@gallery.test', action: 'artwork.create' }),
      entry(2, { action: 'session.sign_in_failed', entity: 'staff' }),
      entry(1, { action: 'staff.create', entity: 'staff' }),
    ];
    const view = renderAdmin('/audit-log', ({ path }) => {
      if (path === '/admin/api/manage/session') return { status: 200, body: { result: owner } };
      if (path.startsWith('/admin/api/manage/audit?'))
        return { status: 200, body: { result, page: 1, per_page: 50, total: 4 } };
      return undefined;
    });
    cleanup = view.cleanup;
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(owner.email);
    expect(rows[0]).not.toHaveTextContent('Account removed');
    expect(rows[1]).toHaveTextContent('Layla Editor Account removedlayla@gallery.test');
    expect(rows[2]).toHaveTextContent('Visitor');
    expect(rows[3]).toHaveTextContent('System');
  });
});
