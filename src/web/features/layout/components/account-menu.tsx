import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/toast.ts';
import { UserIcon } from '#web/components/ui/icons.tsx';
import { Popover } from '#web/components/ui/popover.tsx';
import { loggedOut } from '#web/lib/state/auth-slice.ts';
import { useAppDispatch, useAppSelector } from '#web/lib/store.ts';
import { useSignOutMutation } from '../api/sign-out.ts';

/** Logout (docs/product.md#screens): tell the server, forget the profile, say so, go home. */
export function useLogout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOut] = useSignOutMutation();
  return async () => {
    // Even if the call fails (offline), this browser forgets the profile; the cookie expires on its own.
    await signOut().catch(() => undefined);
    dispatch(loggedOut());
    notify('success', t('account.loggedOut'));
    void navigate('/');
  };
}

/** The header's account dropdown: 'my account' and Logout, or Login and Register. */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const logout = useLogout();
  return (
    <Popover label={t('account.menu')} trigger={<UserIcon />} panelClassName="menu-panel">
      {(close) => (
        <ul className="menu-list">
          {user ? (
            <>
              <li className="menu-list__note">{t('account.greeting', { name: user.first_name })}</li>
              <li>
                <Link to="/my-account" onClick={close}>
                  {t('account.myAccount')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  {t('account.logout')}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/login-register" onClick={close}>
                  {t('account.login')}
                </Link>
              </li>
              <li>
                <Link to="/login-register?type=register" onClick={close}>
                  {t('account.register')}
                </Link>
              </li>
            </>
          )}
        </ul>
      )}
    </Popover>
  );
}
