import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useGetSessionQuery } from '../endpoints/get-session.ts';
import { useSignInMutation } from '../endpoints/sign-in.ts';
import { Icon } from '../components/icons.tsx';
import { Alert, useDocumentTitle } from '../components/ui.tsx';
import type { LoginState } from '../layout/require-staff.tsx';
import { apiProblem, statusOf } from '../lib/errors.ts';
import { sessionNotice } from '../lib/session-notice.ts';
import type { AdminState } from '../lib/store.ts';
import { t } from '../lib/i18n.ts';

/** /admin/login: e-mail and password; back to the page the staff member wanted afterwards. */
export function LoginScreen() {
  useDocumentTitle(t('login.documentTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoginState;
  const from = state.from && state.from !== '/login' ? state.from : '/';
  const session = useGetSessionQuery();
  const dispatch = useDispatch();
  const notice = useSelector((s: AdminState) => s.sessionNotice.kind);
  const [signIn, { isLoading, error, reset }] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const ids = { email: useId(), password: useId(), error: useId() };

  // A 401 with older data means the session just ended: stay here rather than bounce back.
  if (session.data && statusOf(session.error) !== 401) return <Navigate to={from} replace />;

  const problem = apiProblem(error);
  const limited = problem?.status === 429;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await signIn({ email, password })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (ok) {
      dispatch(sessionNotice.actions.cleared());
      navigate(from, { replace: true });
    }
  };
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (error && !limited) reset();
  };

  return (
    <div className="adm-login">
      <aside className="adm-login-panel" aria-hidden="true">
        <div className="adm-login-arches" />
        <div className="adm-login-panel-text">
          <span className="adm-brand-mark adm-brand-mark--large">{t('brand.monogram')}</span>
          <p className="adm-login-quote">{t('login.panelQuote')}</p>
          <p className="adm-login-caption">{t('login.panelCaption')}</p>
        </div>
      </aside>
      <main className="adm-login-main">
        <div className="adm-login-card">
          <div className="adm-login-brand">
            <span className="adm-brand-mark">{t('brand.monogram')}</span>
            <span className="adm-brand-text">
              <span className="adm-brand-name">{t('brand.name')}</span>
              <span className="adm-brand-product">{t('brand.product')}</span>
            </span>
          </div>
          <h1 className="adm-login-title">{t('login.title')}</h1>
          <p className="adm-login-intro">{t('login.intro')}</p>

          {problem ? (
            <div id={ids.error}>
              {limited ? (
                <Alert tone="warning" title={t('login.rateLimitedTitle')}>
                  {problem.message}
                </Alert>
              ) : (
                <Alert tone="danger">{problem.message}</Alert>
              )}
            </div>
          ) : notice === 'signed_out' ? (
            <Alert tone="success">{t('errors.signedOut')}</Alert>
          ) : state.expired ? (
            <Alert tone="info" icon="clock">
              {t('errors.sessionExpired')}
            </Alert>
          ) : null}

          <form
            className="adm-form"
            onSubmit={onSubmit}
            noValidate={false}
            aria-describedby={problem ? ids.error : undefined}
          >
            <div className="adm-field">
              <label htmlFor={ids.email} className="adm-label">
                {t('login.email')}
              </label>
              <input
                id={ids.email}
                className="adm-input"
                type="email"
                name="email"
                autoComplete="username"
                inputMode="email"
                required
                autoFocus
                value={email}
                onChange={(e) => edit(setEmail)(e.target.value)}
                aria-invalid={problem?.fields.email ? true : undefined}
              />
              {problem?.fields.email ? <p className="adm-field-error">{problem.fields.email}</p> : null}
            </div>
            <div className="adm-field">
              <label htmlFor={ids.password} className="adm-label">
                {t('login.password')}
              </label>
              <div className="adm-input-group">
                <input
                  id={ids.password}
                  className="adm-input"
                  type={showPassword ? 'text' : 'password'}
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => edit(setPassword)(e.target.value)}
                  aria-invalid={problem && problem.status === 401 ? true : undefined}
                />
                <button
                  type="button"
                  className="adm-input-addon"
                  onClick={() => setShowPassword((v) => !v)}
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={showPassword}
                >
                  <Icon name={showPassword ? 'eyeOff' : 'eye'} size={18} />
                </button>
              </div>
              {problem?.fields.password ? <p className="adm-field-error">{problem.fields.password}</p> : null}
            </div>
            <button type="submit" className="adm-button adm-button--primary adm-button--block" disabled={isLoading}>
              {isLoading ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
          <p className="adm-login-help">{t('login.forgot')}</p>
          <a className="adm-login-back" href="/">
            <Icon name="arrowLeft" size={16} />
            {t('login.backToGallery')}
          </a>
        </div>
      </main>
    </div>
  );
}
