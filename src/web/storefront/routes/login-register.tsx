import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#web/components/ui/form-field.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Seo } from '#web/components/ui/seo.tsx';
import { SESSION_ENDED } from '#web/lib/state/auth-slice.ts';
import { useHydrated } from '#web/lib/hydration.tsx';
import { useAppSelector } from '#web/lib/store.ts';
import { ForgotPasswordForm } from '#web/features/account/components/forgot-password-form.tsx';
import { LoginForm } from '#web/features/account/components/login-form.tsx';
import { RegisterForm } from '#web/features/account/components/register-form.tsx';
import { ResetPasswordForm } from '#web/features/account/components/reset-password-form.tsx';
import './login-register.css';

/** Only a path of this site, never another origin ('//evil.example' or 'https://...'). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/login-register')) return null;
  return value;
}

type Panel = 'login' | 'forgot';

/**
 * /login-register: the login and register forms as two tabs (?type=register opens register),
 * the forgotten-password form, and the new-password form of an e-mailed link (?reset=<token>).
 * Once logged in the customer goes on to ?redirect= (the page they came from) or /my-account.
 * The forms are every visitor's, so the server renders them with the page (a phone shows them before
 * the code arrives); a customer already logged in is sent on as the page is hydrated.
 */
export default function LoginRegisterPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Rendered on the server as every visitor sees it; who is logged in is this browser's to know, once
  // its first pass has rendered the same page.
  const browserState = useHydrated();
  const user = useAppSelector((state) => (browserState ? state.auth.user : null));
  const sessionEnded = useAppSelector((state) => browserState && state.auth.message === SESSION_ENDED);
  const [panel, setPanel] = useState<Panel>('login');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const resetToken = params.get('reset');
  const register = params.get('type') === 'register';
  const redirect = safeRedirect(params.get('redirect'));

  if (user && !resetToken) return <Navigate to={redirect ?? '/my-account'} replace />;

  const tabHref = (tab: 'login' | 'register') => {
    const next = new URLSearchParams(params);
    if (tab === 'register') next.set('type', 'register');
    else next.delete('type');
    next.delete('reset');
    const query = next.toString();
    return `/login-register${query ? `?${query}` : ''}`;
  };
  const resetPanel = () => {
    setPanel('login');
    setNotice(null);
  };
  const showTab = (tab: 'login' | 'register') => {
    void navigate(tabHref(tab), { replace: true });
    resetPanel();
  };

  const title = resetToken ? t('reset.title') : register ? t('register.title') : t('login.title');
  let content;
  if (resetToken) {
    content = (
      <ResetPasswordForm
        token={resetToken}
        onDone={() => {
          showTab('login');
          setNotice(t('reset.done'));
        }}
        onRequestNewLink={() => {
          showTab('login');
          setPanel('forgot');
        }}
      />
    );
  } else if (register) {
    content = (
      <RegisterForm
        onRegistered={(registered) => {
          setEmail(registered);
          showTab('login');
          setNotice(t('register.done'));
        }}
      />
    );
  } else if (panel === 'forgot') {
    content = <ForgotPasswordForm initialEmail={email} onBack={() => setPanel('login')} />;
  } else {
    content = (
      <LoginForm
        key={email}
        initialEmail={email}
        onForgotPassword={(typed) => {
          setEmail(typed);
          setPanel('forgot');
          setNotice(null);
        }}
      />
    );
  }

  return (
    <>
      <Seo title={title} />
      <PageHeader title={title} breadcrumb={[{ label: title }]} />
      <section className="container section login-register">
        <div className="login-register__card">
          {!resetToken ? (
            <nav className="login-register__tabs" aria-label={t('tabs.label')}>
              <Link
                to={tabHref('login')}
                replace
                aria-current={register ? undefined : 'page'}
                onClick={() => resetPanel()}
              >
                {t('common:account.login')}
              </Link>
              <Link
                to={tabHref('register')}
                replace
                aria-current={register ? 'page' : undefined}
                onClick={() => resetPanel()}
              >
                {t('common:account.register')}
              </Link>
            </nav>
          ) : null}
          <div className="login-register__panel">
            {redirect && !notice && !register && panel === 'login' ? (
              <FormAlert tone="info">
                <p>
                  {sessionEnded
                    ? t('login.sessionEnded')
                    : redirect.startsWith('/my-account')
                      ? t('login.required')
                      : t('login.toContinue')}
                </p>
              </FormAlert>
            ) : null}
            {notice ? (
              <FormAlert tone="success">
                <p>{notice}</p>
              </FormAlert>
            ) : null}
            {content}
          </div>
          {!resetToken ? (
            <p className="login-register__switch">
              {register ? t('register.haveAccount') : t('login.noAccount')}{' '}
              <Link to={tabHref(register ? 'login' : 'register')} replace onClick={() => resetPanel()}>
                {register ? t('register.logIn') : t('login.createAccount')}
              </Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
