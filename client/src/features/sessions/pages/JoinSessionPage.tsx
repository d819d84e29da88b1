import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SESSION_MSG, type RegistrationFormInput, type Session } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../lib/hooks';
import { notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../../lib/session';
import { useGetSessionQuery, useRegisterForSessionMutation } from '../api';
import { AddToCalendarLink, isPresenterOf } from '../components/SessionActions';
import { durationLabel, formatDay, formatTime, hasEnded, priceLabel, zoneName } from '../format';
import '../sessions.css';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import QueryView from '../../../components/QueryView';

// The form of the second step (with formik) loads when the person goes to register; its download
// starts when the Register button is pointed at or focused, so it is usually there by the click.
const loadRegistrationForm = () => import('../components/RegistrationForm');
const RegistrationForm = lazy(loadRegistrationForm);
const preloadForm = () => void loadRegistrationForm().catch(() => undefined);

/** Spec 001 §8: the alert after a successful registration (English; the screen shows the catalogue's). */
export const REGISTERED_ALERT = 'Session Registration Successful';
const STEPS = ['join.step.session', 'join.step.details', 'join.step.confirm', 'join.step.done'] as const;
type Step = 0 | 1 | 2 | 3;

function Summary({ session }: { session: Session }) {
  const t = useT('sessions');
  const zone = zoneName(session.startsAt);
  return (
    <dl className="sessions-facts">
      <div>
        <dt>{t('fact.session')}</dt>
        <dd>
          <strong>{session.sessionTitle}</strong>
        </dd>
      </div>
      <div>
        <dt>{t('fact.date')}</dt>
        <dd>{formatDay(session.startsAt)}</dd>
      </div>
      <div>
        <dt>{t('fact.time')}</dt>
        <dd>
          {formatTime(session.startsAt)} – {formatTime(session.endsAt)} {zone}
        </dd>
      </div>
      <div>
        <dt>{t('fact.duration')}</dt>
        <dd>{durationLabel(session.durationMinutes)}</dd>
      </div>
      <div>
        <dt>{t('fact.speaker')}</dt>
        <dd>{session.presenter.name}</dd>
      </div>
      <div>
        <dt>{t('fact.price')}</dt>
        <dd>{priceLabel(session.price)}</dd>
      </div>
    </dl>
  );
}

/**
 * /joinsession/:sessionID (spec 001 §2): four steps (details, register form, confirm, done) with
 * Back between them. Whether the viewer is the presenter or already registered comes from the
 * server by user id (the old client compared names). Guests register with name and e-mail.
 */
export default function JoinSessionPage() {
  const t = useT('sessions');
  const tm = useMessages('SESSION_MSG');
  const { sessionID = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const { currentData: session, error, isFetching, refetch } = useGetSessionQuery(sessionID, { skip: !sessionID });
  const [register, { isLoading: registering }] = useRegisterForSessionMutation();
  const [step, setStep] = useState<Step>(0);
  const [person, setPerson] = useState<RegistrationFormInput>({
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const backToList = user ? '/session/all' : '/';

  if (!session)
    return (
      <QueryView
        query={{ data: session, error, isFetching, refetch }}
        words={[t('detail.loading'), t('detail.failed')]}
        messages={tm}
        frame="container sessions-page"
        missing={<EmptyState title={t('detail.notFound')} link={{ to: backToList, label: t('join.others') }} />}
      />
    );

  const confirm = async () => {
    setFailure(null);
    try {
      await register(user ? { eventId: session._id } : { eventId: session._id, ...person }).unwrap();
      notifySuccess(t('join.registered'));
      setStep(3);
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      const message = apiErrorMessage(err);
      // Refusals that no retry can fix send the person back to the first step with the reason.
      if (
        status === 409 ||
        message === SESSION_MSG.youArePresenter ||
        message === SESSION_MSG.sessionEnded ||
        message === SESSION_MSG.sessionCancelled
      ) {
        setRefusal(message);
        setStep(0);
        refetch();
      } else {
        setFailure(message);
      }
    }
  };

  const ended = hasEnded(session);
  // What the first step says instead of 'Register' (spec texts).
  const presenting = isPresenterOf(session, user?._id);
  const blocker = presenting
    ? SESSION_MSG.youArePresenter
    : session.registeredByMe
      ? SESSION_MSG.registeredAlready
      : session.cancelled
        ? SESSION_MSG.sessionCancelled
        : ended
          ? SESSION_MSG.sessionEnded
          : refusal;

  return (
    <div className="container sessions-page">
      <div className="sessions-join">
        <ol className="sessions-steps" aria-label={t('join.steps')}>
          {STEPS.map((s, i) => (
            <li key={s} className={i === step ? 'sessions-step-on' : undefined} aria-current={i === step ? 'step' : undefined}>
              {t(s)}
            </li>
          ))}
        </ol>

        {step === 0 && (
          <section className="card" aria-labelledby="join-title">
            <h1 id="join-title">{t('join.title')}</h1>
            <Summary session={session} />
            {blocker ? (
              <>
                <p className="sessions-notice" role="status" style={{ marginTop: '1rem' }}>
                  {tm(blocker as MessageInput)}
                </p>
                <div className="sessions-step-actions">
                  <Link to={backToList} className="btn btn-outline">
                    {t('join.back')}
                  </Link>
                  {(presenting || session.registeredByMe || blocker === SESSION_MSG.registeredAlready) && (
                    <Link to={`/session/${session._id}`} className="btn btn-primary">
                      {t('join.view')}
                    </Link>
                  )}
                </div>
              </>
            ) : (
              <div className="sessions-step-actions">
                <Link to={backToList} className="btn btn-outline">
                  {t('join.back')}
                </Link>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => setStep(1)}
                  onPointerEnter={preloadForm}
                  onFocus={preloadForm}
                >
                  {t('join.register')}
                </button>
              </div>
            )}
          </section>
        )}

        {step === 1 && (
          <section className="card" aria-labelledby="join-form-title">
            <h1 id="join-form-title">{t('join.step.details')}</h1>
            {user && <p className="muted">{t('join.fromAccount')}</p>}
            {/* Its own height while it loads, so the buttons do not jump when it comes. */}
            <Suspense
              fallback={
                <div className="sessions-join-form-loading">
                  <Spinner />
                </div>
              }
            >
              <RegistrationForm
                person={person}
                signedIn={Boolean(user)}
                onBack={() => setStep(0)}
                onDone={(values) => {
                  setPerson(values);
                  setStep(2);
                }}
              />
            </Suspense>
          </section>
        )}

        {step === 2 && (
          <section className="card" aria-labelledby="join-confirm-title">
            <h1 id="join-confirm-title">{t('join.confirmTitle')}</h1>
            <Summary session={session} />
            <p style={{ marginTop: '1rem' }}>
              {t.rich('join.registering', { name: `${person.firstname} ${person.lastname}`, email: person.email }, { strong: <strong /> })}
            </p>
            {failure && (
              <p className="alert alert-error" role="alert">
                {tm(failure)}
              </p>
            )}
            <div className="sessions-step-actions">
              <button type="button" className="btn btn-outline" onClick={() => setStep(1)} disabled={registering}>
                {t('join.back')}
              </button>
              <button type="button" className="btn btn-primary" onClick={confirm} disabled={registering}>
                {registering ? t('join.confirming') : t('join.confirm')}
              </button>
            </div>
          </section>
        )}

        {step === 3 && (
          <section className="card center" aria-labelledby="join-done-title">
            <h1 id="join-done-title">{t('join.done')}</h1>
            <p>{t.rich('join.doneText', { title: session.sessionTitle, email: person.email }, { strong: <strong /> })}</p>
            <div className="row" style={{ justifyContent: 'center' }}>
              <AddToCalendarLink sessionId={session._id} />
              <Link to={`/session/${session._id}`} className="btn btn-outline">
                {t('join.view')}
              </Link>
              <Link to={backToList === '/' ? '/' : '/session/all'} className="btn btn-primary">
                {t('join.others')}
              </Link>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
