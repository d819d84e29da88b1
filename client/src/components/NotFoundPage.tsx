import { Link } from 'react-router-dom';
import { useT } from '../i18n';

export default function NotFoundPage() {
  const t = useT('shell');
  return (
    <section className="container notfound">
      <p className="notfound-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="btn btn-primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
