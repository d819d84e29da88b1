import { Link } from 'react-router-dom';
import { MSG } from '@delv/shared';
import { useMessages, useT } from '../../../i18n';

/** After sign-up: the account exists but must be confirmed from the e-mail (spec 000 §4). */
export default function AccountCreated({ email, account = 'individual' }: { email: string; account?: 'individual' | 'institution' }) {
  const t = useT('auth');
  const tm = useMessages();
  return (
    <div className="container">
      <div className="auth-page">
        <div className="card" role="status">
          <h1>{tm(MSG.accountCreated)}</h1>
          <p>{t.rich('created.sentTo', { email, account }, { strong: <strong /> })}</p>
          <p className="muted">{t('created.spam')}</p>
          <Link to="/login" className="btn btn-primary">
            {t('created.toSignIn')}
          </Link>
        </div>
      </div>
    </div>
  );
}
