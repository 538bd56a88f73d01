import { useId, useState } from 'react';
import type { StaffAccount, StaffChangeBody, StaffRole } from '#shared/api/manage.ts';
import { STAFF_PASSWORD_MIN, staffRoles, staffSorts } from '#shared/api/manage.ts';
import { newStaffBody, staffPasswordBody, type NewStaffBody } from '#shared/api/manage-staff.ts';
import { useCreateStaffMutation } from '../endpoints/create-staff.ts';
import { useDeleteStaffMutation } from '../endpoints/delete-staff.ts';
import { useGetStaffQuery } from '../endpoints/get-staff.ts';
import { useSetStaffPasswordMutation } from '../endpoints/set-staff-password.ts';
import { useUpdateStaffMutation } from '../endpoints/update-staff.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Dialog } from '../components/dialog.tsx';
import { NewPasswordField, TextField } from '../components/form.tsx';
import { useListParams } from '../components/list-tools.tsx';
import { ResourceList, type Column } from '../components/resource-list.tsx';
import { Icon } from '../components/icons.tsx';
import { Alert, Avatar, Badge, PageHeader, useDocumentTitle } from '../components/ui.tsx';
import { useStaff } from '../layout/staff-context.ts';
import { apiProblem } from '../lib/errors.ts';
import { formatDate } from '../lib/format.ts';
import { adminWords, useSharedForm, type OwnWords } from '../lib/forms.ts';
import { t } from '../lib/i18n.ts';
type Sort = (typeof staffSorts)[number];

/**
 * /admin/staff (owners): who can sign in; adding colleagues, changing their role, disabling and
 * enabling them, setting a new password for them and removing them (never your own account).
 */
export function StaffScreen() {
  useDocumentTitle(t('staff.documentTitle'));
  const me = useStaff();
  const { sort, setSort, chosenSort } = useListParams([] as const, {
    keys: staffSorts,
    fallback: { sort: 'name', order: 'asc' },
  });
  const query = useGetStaffQuery(chosenSort);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StaffAccount | null>(null);
  const [disabling, setDisabling] = useState<StaffAccount | null>(null);
  const [settingPassword, setSettingPassword] = useState<StaffAccount | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [updateStaff, updating] = useUpdateStaffMutation();
  const updateProblem = apiProblem(updating.error);

  const change = async (member: StaffAccount, body: StaffChangeBody, done: (updated: StaffAccount) => string) => {
    setNotice(null);
    const updated = await updateStaff({ id: member.id, ...body })
      .unwrap()
      .catch(() => null);
    if (updated) setNotice(done(updated));
    return updated !== null;
  };

  const columns: Column<StaffAccount, Sort>[] = [
    {
      header: t('staff.name'),
      sort: 'name',
      // The account's state sits under the name, as a list's badges do, which leaves the row room for
      // its actions beside the sidebar on a laptop.
      cell: (member) => (
        <div className="adm-person">
          <Avatar name={member.name} />
          <div className="adm-person-text">
            <span className="adm-person-name">
              {member.name} {member.id === me.id ? <Badge tone="neutral">{t('common.you')}</Badge> : null}
            </span>
            <span className="adm-badges">
              {member.disabled_at === null ? (
                <Badge tone="success">{t('staff.active')}</Badge>
              ) : (
                <Badge tone="muted">{t('staff.disabledBadge')}</Badge>
              )}
            </span>
          </div>
        </div>
      ),
    },
    { header: t('staff.email'), sort: 'email', cell: (member) => <EmailAddress email={member.email} /> },
    {
      header: t('staff.role'),
      sort: 'role',
      cell: (member) =>
        member.id === me.id ? (
          <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>{t(`roles.${member.role}`)}</Badge>
        ) : (
          <select
            className="adm-input adm-select adm-select--compact adm-role-select"
            aria-label={t('staff.roleOf', { name: member.name })}
            value={member.role}
            disabled={updating.isLoading}
            onChange={(e) => {
              const role = e.target.value as StaffRole;
              void change(member, { role }, (updated) =>
                t(`staff.roleChanged.${updated.role}`, { name: updated.name }),
              );
            }}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        ),
    },
    {
      header: t('staff.added'),
      sort: 'created',
      firstOrder: 'desc',
      className: 'adm-nowrap',
      cell: (member) => formatDate(member.created_at),
    },
    {
      header: t('staff.actions'),
      hiddenHeader: true,
      className: 'adm-table-actions',
      cell: (member) => {
        const isMe = member.id === me.id;
        const selfNote = isMe ? t('staff.cannotChangeSelf') : undefined;
        return (
          <div className="adm-row-actions">
            <button
              type="button"
              className="adm-button adm-button--secondary adm-button--small adm-staff-password"
              disabled={isMe}
              title={isMe ? t('staff.cannotChangeSelf') : t('staff.setPassword')}
              aria-label={`${t('staff.setPassword')} ${member.name}`}
              onClick={() => {
                setNotice(null);
                setSettingPassword(member);
              }}
            >
              <Icon name="lock" size={16} />
              <span className="adm-staff-password-label">{t('staff.setPassword')}</span>
            </button>
            {member.disabled_at === null ? (
              <button
                type="button"
                className="adm-button adm-button--secondary adm-button--small"
                disabled={isMe}
                title={selfNote}
                aria-label={`${t('staff.disable')} ${member.name}`}
                onClick={() => {
                  setNotice(null);
                  updating.reset();
                  setDisabling(member);
                }}
              >
                <span>{t('staff.disable')}</span>
              </button>
            ) : (
              <button
                type="button"
                className="adm-button adm-button--secondary adm-button--small"
                disabled={updating.isLoading}
                aria-label={`${t('staff.enable')} ${member.name}`}
                onClick={() =>
                  void change(member, { disabled: false }, (updated) => t('staff.enabled', { name: updated.name }))
                }
              >
                <span>{t('staff.enable')}</span>
              </button>
            )}
            <button
              type="button"
              className="adm-icon-button adm-icon-button--small adm-icon-button--danger"
              disabled={isMe}
              title={isMe ? t('staff.cannotRemoveSelf') : t('staff.remove')}
              aria-label={`${t('staff.remove')} ${member.name}`}
              onClick={() => {
                setNotice(null);
                setRemoving(member);
              }}
            >
              <Icon name="trash" size={16} />
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t('sections.staff.label')}
        description={t('staff.intro')}
        actions={
          <button type="button" className="adm-button adm-button--primary" onClick={() => setAdding(true)}>
            <Icon name="plus" size={16} />
            {t('staff.add')}
          </button>
        }
      />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {updateProblem && disabling === null ? <Alert tone="danger">{updateProblem.message}</Alert> : null}

      <ResourceList
        query={query}
        rows={query.data}
        columns={columns}
        rowKey={(member) => member.id}
        sort={sort}
        onSort={setSort}
        tableClassName="adm-table adm-table--staff"
        empty={<p>{t('staff.empty')}</p>}
      />

      <section className="adm-card">
        <h2 className="adm-card-title">{t('staff.rolesTitle')}</h2>
        <dl className="adm-roles">
          {(['owner', 'editor'] as const).map((role) => (
            <div key={role} className="adm-role">
              <dt>
                <Badge tone={role === 'owner' ? 'accent' : 'neutral'}>{t(`roles.${role}`)}</Badge>
              </dt>
              <dd>{role === 'owner' ? t('roles.ownerDescription') : t('roles.editorDescription')}</dd>
            </div>
          ))}
        </dl>
      </section>

      <AddStaffDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(member) => {
          setAdding(false);
          setNotice(t('staff.created', { name: member.name }));
        }}
      />
      <ConfirmDialog
        open={disabling !== null}
        title={disabling ? t('staff.disableTitle', { name: disabling.name }) : ''}
        body={disabling ? t('staff.disableBody', { email: disabling.email }) : ''}
        confirmLabel={t('staff.disableConfirm')}
        busyLabel={t('staff.disabling')}
        busy={updating.isLoading}
        error={disabling ? updateProblem?.message : null}
        onConfirm={async () => {
          if (!disabling) return;
          if (await change(disabling, { disabled: true }, (updated) => t('staff.disabled', { name: updated.name }))) {
            setDisabling(null);
            updating.reset();
          }
        }}
        onCancel={() => {
          updating.reset();
          setDisabling(null);
        }}
      />
      <SetPasswordDialog
        member={settingPassword}
        onClose={() => setSettingPassword(null)}
        onDone={(member) => {
          setSettingPassword(null);
          setNotice(t('staff.passwordSet', { name: member.name }));
        }}
      />
      <RemoveStaffDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(member) => {
          setRemoving(null);
          setNotice(t('staff.removed', { name: member.name }));
        }}
      />
    </>
  );
}

/** An address that, short of room, breaks before its @ (and anywhere after) rather than widen the list. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span className="adm-staff-email">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}

function AddStaffDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (member: StaffAccount) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('staff.addTitle')} description={t('staff.addIntro')}>
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open ? <AddStaffForm onCancel={() => onOpenChange(false)} onCreated={onCreated} /> : null}
    </Dialog>
  );
}

/** A password too short is refused in the words of the field's hint. */
const PASSWORD_WORDS: OwnWords = {
  password: (message) =>
    /at least/.test(message) ? t('common.passwordHint', { min: STAFF_PASSWORD_MIN }) : adminWords(message),
};

function AddStaffForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (member: StaffAccount) => void }) {
  const [createStaff, { isLoading }] = useCreateStaffMutation();
  const form = useSharedForm<NewStaffBody>({
    schema: newStaffBody,
    defaultValues: { name: '', email: '', role: 'editor', password: '' },
    own: PASSWORD_WORDS,
  });
  const id = useId();
  const { errors, problem, values } = form;
  const generalError = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;
  const onSubmit = form.submit(async (body) => onCreated(await createStaff(body).unwrap()));

  return (
    <form className="adm-form" onSubmit={onSubmit} noValidate>
      {generalError ? <Alert tone="danger">{generalError}</Alert> : null}
      <TextField label={t('staff.name')} required autoComplete="off" {...form.field('name')} />
      <TextField label={t('staff.email')} type="email" required autoComplete="off" {...form.field('email')} />
      <fieldset className="adm-field adm-fieldset">
        <legend className="adm-label">{t('staff.role')}</legend>
        <div className="adm-choice-group">
          {(['editor', 'owner'] as const).map((role) => (
            <label key={role} className="adm-choice" data-checked={values.role === role || undefined}>
              <input
                type="radio"
                name={`${id}-role`}
                value={role}
                checked={values.role === role}
                onChange={() => form.set('role', role)}
              />
              <span>
                <span className="adm-choice-title">{t(`roles.${role}`)}</span>
                <span className="adm-choice-description">
                  {role === 'owner' ? t('roles.ownerDescription') : t('roles.editorDescription')}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? <p className="adm-field-error">{errors.role}</p> : null}
      </fieldset>
      <NewPasswordField label={t('staff.password')} {...form.field('password')} />
      <div className="adm-dialog-actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="adm-button adm-button--primary" disabled={isLoading}>
          {isLoading ? t('staff.creating') : t('staff.create')}
        </button>
      </div>
    </form>
  );
}

function RemoveStaffDialog({
  member,
  onClose,
  onRemoved,
}: {
  member: StaffAccount | null;
  onClose: () => void;
  onRemoved: (member: StaffAccount) => void;
}) {
  const [deleteStaff, { isLoading, error, reset }] = useDeleteStaffMutation();
  const problem = apiProblem(error);
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!member) return;
    const ok = await deleteStaff(member.id)
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      reset();
      onRemoved(member);
    }
  };
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={member ? t('staff.removeTitle', { name: member.name }) : ''}
      description={member ? t('staff.removeBody', { email: member.email }) : ''}
      size="sm"
    >
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <div className="adm-dialog-actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={close}>
          {t('common.cancel')}
        </button>
        <button type="button" className="adm-button adm-button--danger" onClick={confirm} disabled={isLoading}>
          {isLoading ? t('staff.removing') : t('staff.removeConfirm')}
        </button>
      </div>
    </Dialog>
  );
}

function SetPasswordDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffAccount | null;
  onClose: () => void;
  onDone: (member: StaffAccount) => void;
}) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={member ? t('staff.setPasswordTitle', { name: member.name }) : ''}
      description={member ? t('staff.setPasswordIntro', { email: member.email }) : ''}
      size="sm"
    >
      {/* Mounted only while open, so every opening starts with an empty field. */}
      {member ? <SetPasswordForm member={member} onCancel={onClose} onDone={onDone} /> : null}
    </Dialog>
  );
}

function SetPasswordForm({
  member,
  onCancel,
  onDone,
}: {
  member: StaffAccount;
  onCancel: () => void;
  onDone: (member: StaffAccount) => void;
}) {
  const [setStaffPassword, { isLoading }] = useSetStaffPasswordMutation();
  const form = useSharedForm({ schema: staffPasswordBody, defaultValues: { password: '' }, own: PASSWORD_WORDS });
  const { problem } = form;
  const onSubmit = form.submit(async ({ password }) => {
    await setStaffPassword({ id: member.id, password }).unwrap();
    onDone(member);
  });
  return (
    <form className="adm-form" onSubmit={onSubmit} noValidate>
      {problem && !problem.fields.password ? <Alert tone="danger">{problem.message}</Alert> : null}
      <NewPasswordField label={t('staff.newPassword')} {...form.field('password')} />
      <div className="adm-dialog-actions">
        <button type="button" className="adm-button adm-button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="adm-button adm-button--primary" disabled={isLoading}>
          {isLoading ? t('staff.settingPassword') : t('staff.setPasswordSubmit')}
        </button>
      </div>
    </form>
  );
}
