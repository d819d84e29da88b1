import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EXTERNAL_LINKS } from '../../../lib/site';
import '../public.css';

const STEPS = [
  {
    title: 'Know yourself',
    text: 'List what you enjoy, what you are good at and what matters to you (income, place, people). Ask two friends what they think your strengths are.',
    colours: ['#0b5cab', '#063566'],
  },
  {
    title: 'Choose a goal',
    text: 'Pick one career you want to reach in one to three years. Write it as one sentence: “By 2027 I work as a junior data analyst in Kampala.”',
    colours: ['#00677f', '#003c4a'],
  },
  {
    title: 'Find the gap',
    text: 'Look at three job adverts for that role. Note the skills they ask for, then tick the ones you have. The rest is your gap.',
    colours: ['#7a3e9d', '#3b1f5c'],
  },
  {
    title: 'Plan your learning',
    text: 'For each missing skill choose a course, video or mentor session on Delv, and give it a finish date. Small steps every week beat big plans.',
    colours: ['#1b6e3a', '#0d3f20'],
  },
  {
    title: 'Review every month',
    text: 'Once a month, check what you finished, what changed and what is next. Share your plan with a mentor for honest feedback.',
    colours: ['#8a4b00', '#4d2a00'],
  },
] as const;

/**
 * 'Try it out yourself' (spec 000 §2.8): the personal development plan in five steps, one at a
 * time, with a back link to career guidance and an external Learn More link. The steps are
 * text on colour, not pictures, so the page costs almost no data.
 */
export default function SlidesPage() {
  const [step, setStep] = useState(0);
  const current = STEPS[step];
  const last = STEPS.length - 1;
  return (
    <section className="container" style={{ maxWidth: 760 }}>
      <p>
        <Link to="/careerguidance">← Back to career guidance</Link>
      </p>
      <h1>Your personal development plan</h1>
      <p className="muted">Five steps. Take a notebook, or the notes app on your phone.</p>

      <div
        className="card pub-step-card"
        role="group"
        aria-roledescription="slide"
        aria-label={`Step ${step + 1} of ${STEPS.length}: ${current.title}`}
        style={{ borderTop: `6px solid ${current.colours[0]}` }}
      >
        <span className="pub-step-num" aria-hidden="true" style={{ background: current.colours[0] }}>
          {step + 1}
        </span>
        <h2 aria-live="polite">{current.title}</h2>
        <p>{current.text}</p>
      </div>

      <div className="pub-step-nav">
        <button type="button" className="btn btn-outline" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
          Previous
        </button>
        <ol className="pub-step-dots" aria-label="Steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <button
                type="button"
                aria-label={`Step ${i + 1}: ${s.title}`}
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
            Next
          </button>
        ) : (
          <Link to="/mentors" className="btn btn-primary">
            Ask a mentor
          </Link>
        )}
      </div>

      {EXTERNAL_LINKS.developmentPlan && (
        <p style={{ marginTop: '1.5rem' }}>
          <a href={EXTERNAL_LINKS.developmentPlan} target="_blank" rel="noopener noreferrer">
            Learn More<span className="sr-only"> about personal development plans (opens in a new tab)</span>
          </a>
        </p>
      )}
    </section>
  );
}
