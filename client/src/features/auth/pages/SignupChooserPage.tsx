import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../../i18n';

export default function SignupChooserPage() {
  // Keeps ?email= of an invitation link on the way to the form.
  const t = useT('auth');
  const { search } = useLocation();
  return (
    <div className="container">
      <div className="auth-page auth-page-wide">
        <h1 className="center">{t('signup.tagline')}</h1>
        <p className="center muted">{t('signup.choose')}</p>
        <div className="grid grid-2">
          <Link to={`/signup/individual${search}`} className="card card-link">
            <h2>{t('signup.individual')}</h2>
            <p className="muted">{t('signup.individualText')}</p>
            <span className="btn btn-primary">{t('signup.individualAction')}</span>
          </Link>
          <Link to={`/signup/institution${search}`} className="card card-link">
            <h2>{t('signup.institution')}</h2>
            <p className="muted">{t('signup.institutionText')}</p>
            <span className="btn btn-outline">{t('signup.institutionAction')}</span>
          </Link>
        </div>
        <p className="center" style={{ marginTop: '1rem' }}>
          {t.rich('signup.haveAccount', {}, { link: <Link to="/login" /> })}
        </p>
      </div>
    </div>
  );
}
