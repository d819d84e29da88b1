import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EXTERNAL_LINKS } from '../../../lib/site';
import { useT } from '../../../i18n';
import '../public.css';

/** Each step's words are `slides.<id>.title` and `slides.<id>.text` in the catalogue. */
const STEPS = [
  { id: 'know', colours: ['#0b5cab', '#063566'] },
  { id: 'goal', colours: ['#00677f', '#003c4a'] },
  { id: 'gap', colours: ['#7a3e9d', '#3b1f5c'] },
  { id: 'plan', colours: ['#1b6e3a', '#0d3f20'] },
  { id: 'review', colours: ['#8a4b00', '#4d2a00'] },
] as const;

/**
 * 'Try it out yourself' (spec 000 §2.8): the personal development plan in five steps, one at a
 * time, with a back link to career guidance and an external Learn More link. The steps are
 * text on colour, not pictures, so the page costs almost no data.
 */
export default function SlidesPage() {
  const t = useT('public');
  const [step, setStep] = useState(0);
  const current = STEPS[step];
  const title = (id: (typeof STEPS)[number]['id']) => t(`slides.${id}.title`);
  const last = STEPS.length - 1;
  return (
    <section className="container" style={{ maxWidth: 760 }}>
      <p>
        <Link to="/careerguidance">{t('slides.back')}</Link>
      </p>
      <h1>{t('slides.title')}</h1>
      <p className="muted">{t('slides.text')}</p>

      <div
        className="card pub-step-card"
        role="group"
        aria-roledescription={t('slides.slide')}
        aria-label={t('slides.stepOf', { n: step + 1, total: STEPS.length, title: title(current.id) })}
        style={{ borderTop: `6px solid ${current.colours[0]}` }}
      >
        <span className="pub-step-num" aria-hidden="true" style={{ background: current.colours[0] }}>
          {step + 1}
        </span>
        <h2 aria-live="polite">{title(current.id)}</h2>
        <p>{t(`slides.${current.id}.text`)}</p>
      </div>

      <div className="pub-step-nav">
        <button type="button" className="btn btn-outline" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
          {t('slides.previous')}
        </button>
        <ol className="pub-step-dots" aria-label={t('slides.steps')}>
          {STEPS.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                aria-label={t('slides.step', { n: i + 1, title: title(s.id) })}
                aria-current={i === step ? 'step' : undefined}
                onClick={() => setStep(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
        {step < last ? (
          <button type="button" className="btn btn-primary" onClick={() => setStep((s) => s + 1)}>
            {t('slides.next')}
          </button>
        ) : (
          <Link to="/mentors" className="btn btn-primary">
            {t('slides.askMentor')}
          </Link>
        )}
      </div>

      {EXTERNAL_LINKS.developmentPlan && (
        <p style={{ marginTop: '1.5rem' }}>
          <a href={EXTERNAL_LINKS.developmentPlan} target="_blank" rel="noopener noreferrer">
            {t.rich('slides.learnMore', {}, { hidden: <span className="sr-only" /> })}
          </a>
        </p>
      )}
    </section>
  );
}
