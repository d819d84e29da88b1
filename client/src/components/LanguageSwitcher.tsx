import { Fragment } from 'react';
import { LANGUAGE_NAMES, LANGUAGES } from '@delv/shared';
import { useT } from '../i18n';
import { useLanguageChoice } from '../i18n/useLanguageChoice';

/** English | Kiswahili, each name written in its own language (top bar and mobile menu). */
export default function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT('shell');
  const { language, choose } = useLanguageChoice();
  return (
    <div className={`lang-switch ${className}`.trim()} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((option, i) => (
        <Fragment key={option}>
          {i > 0 && (
            <span className="lang-switch-sep" aria-hidden="true">
              |
            </span>
          )}
          <button
            type="button"
            lang={option}
            className="btn-link lang-switch-option"
            aria-pressed={language === option}
            onClick={() => {
              if (option !== language) void choose(option);
            }}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        </Fragment>
      ))}
    </div>
  );
}
