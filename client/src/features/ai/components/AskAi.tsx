import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FEED_MSG } from '@delv/shared';
import Modal from '../../../components/Modal';
import Spinner from '../../../components/Spinner';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { useAiStatusQuery, useAskAiMutation } from '../api';

interface Pair {
  question: string;
  answer: string;
}

// The questions and answers of this visit (spec 000 §1): kept while the tab lives, never stored.
let pairs: Pair[] = [];
const listeners = new Set<() => void>();
const remember = (pair: Pair) => {
  pairs = [...pairs, pair];
  listeners.forEach((l) => l());
};
const usePairs = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => pairs,
    () => pairs,
  );

/**
 * 'Ask AI'. The entry is always there, as people expect from the spec: on a server without a
 * completion service (AI_API_URL unset) its dialog says that Ask AI is not available here and
 * points to the mentors, instead of the feature silently missing (issue 27 #14).
 */
export default function AskAi({ className = 'btn btn-outline' }: { className?: string }) {
  const t = useT('ai');
  const { data, isError } = useAiStatusQuery();
  const [open, setOpen] = useState(false);
  const available = isError ? false : data?.data?.available;
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('button')}
      </button>
      {open && <AskAiModal available={available} onClose={() => setOpen(false)} />}
    </>
  );
}

function AskAiModal({ available, onClose }: { available: boolean | undefined; onClose: () => void }) {
  const t = useT('ai');
  if (available === undefined)
    return (
      <Modal open title={t('title')} onClose={onClose}>
        <Spinner label={t('checking')} />
      </Modal>
    );
  if (!available)
    return (
      <Modal open title={t('title')} onClose={onClose}>
        <p>
          <strong>{t('unavailable')}</strong>
        </p>
        <p className="muted">{t('unavailableText')}</p>
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <Link to="/mentors" className="btn btn-primary" onClick={onClose}>
            {t('findMentor')}
          </Link>
        </div>
      </Modal>
    );
  return <AskForm onClose={onClose} />;
}

function AskForm({ onClose }: { onClose: () => void }) {
  const t = useT('ai');
  const tm = useMessages('FEED_MSG');
  const ids = useId();
  const history = usePairs();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState('');
  const [ask, { isLoading }] = useAskAiMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = question.trim();
    if (!text) return setError(FEED_MSG.questionRequired);
    setError('');
    try {
      const answer = await ask({ question: text }).unwrap();
      remember({ question: text, answer: answer.data?.answer ?? '' });
      setQuestion('');
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  return (
    <Modal open title={t('title')} onClose={onClose}>
      <p className="muted">{t('intro')}</p>
      {history.length > 0 && (
        <ol className="stack" aria-label={t('history')} style={{ paddingLeft: '1.2rem' }}>
          {history.map((p, i) => (
            <li key={i}>
              <p>
                <strong>{p.question}</strong>
              </p>
              <p style={{ whiteSpace: 'pre-wrap' }}>{p.answer}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-q`}>{t('question')}</label>
          <textarea
            id={`${ids}-q`}
            rows={3}
            maxLength={500}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${ids}-error` : undefined}
          />
          {error && (
            <p className="field-error" id={`${ids}-error`} role="alert">
              {tm(error)}
            </p>
          )}
        </div>
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? t('asking') : t('ask')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
