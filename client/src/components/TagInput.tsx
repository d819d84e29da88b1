import { useEffect, useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS, MSG } from '@delv/shared';
import { useMessages, useT } from '../i18n';

/**
 * A list of short tags (specialities, interests, group tags). Enter, comma and Tab add the typed
 * text (spec 000 §5: tab, enter, comma); Backspace in an empty box removes the last tag; pasted
 * comma lists are split. Each tag is at most 40 characters; the hint advises fewer than 10.
 */
export default function TagInput({
  label,
  value,
  onChange,
  maxLength = LIMITS.TAG_MAX_LENGTH,
  hint,
  error,
  placeholder,
  onBlur,
  initialText = '',
  autoFocus,
}: {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  maxLength?: number;
  hint?: string;
  error?: string;
  placeholder?: string;
  onBlur?: () => void;
  /** What was typed in TagInputOnUse's box while this loaded, and whether that box still has the focus. */
  initialText?: string;
  autoFocus?: boolean;
}) {
  const t = useT('shell');
  const tm = useMessages();
  const base = useId();
  const [text, setText] = useState(initialText);
  const [localError, setLocalError] = useState('');
  const inputId = `${base}-input`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const shownError = localError || (error ? tm(error) : '');

  /** Adds the given pieces; returns false (keeping the text) if one is too long. */
  const add = (raw: string): boolean => {
    const pieces = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (pieces.length === 0) return true;
    if (pieces.some((p) => p.length > maxLength)) {
      setLocalError(maxLength === LIMITS.TAG_MAX_LENGTH ? tm(MSG.tagTooLong) : t('tags.tooLong', { max: maxLength }));
      return false;
    }
    const next = [...value];
    for (const p of pieces) {
      if (!next.some((t) => t.toLowerCase() === p.toLowerCase())) next.push(p);
    }
    setLocalError('');
    if (next.length !== value.length) onChange(next);
    return true;
  };

  // What was typed while this loaded: pieces ended by Enter or a comma are tags, as is the rest
  // if the box has been left since (as leaving the box adds it); the piece being typed stays.
  useEffect(() => {
    const cut = autoFocus ? initialText.lastIndexOf(',') : initialText.length;
    if (!initialText || cut < 0) return;
    if (add(initialText.slice(0, cut))) setText(initialText.slice(cut + 1));
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      if (add(text)) setText('');
    } else if (e.key === 'Tab' && text.trim()) {
      // Tab adds the tag and still moves focus on, so keyboard users are never trapped.
      if (add(text)) setText('');
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!pasted.includes(',')) return;
    e.preventDefault();
    if (add(text + pasted)) setText('');
  };

  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="tag-input">
        {value.length > 0 && (
          <ul className="row" style={{ listStyle: 'none', margin: 0, padding: 0, gap: '0.35rem' }} aria-label={t('tags.added', { label })}>
            {value.map((tag) => (
              <li key={tag} className="tag">
                {tag}
                <button type="button" aria-label={t('tags.remove', { tag })} onClick={() => onChange(value.filter((t) => t !== tag))}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={inputId}
          value={text}
          // Only to keep the focus the person gave TagInputOnUse's box before this loaded.
          autoFocus={autoFocus}
          placeholder={placeholder}
          onChange={(e) => {
            setText(e.target.value);
            if (localError) setLocalError('');
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => {
            if (add(text)) setText('');
            onBlur?.();
          }}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
        />
      </div>
      <p id={hintId} className="field-hint">
        {hint ?? t('tags.hint', { max: LIMITS.TAGS_ADVISED })}{' '}
        {value.length > 0 && (
          <span>{t(value.length >= LIMITS.TAGS_ADVISED ? 'tags.countMany' : 'tags.count', { count: value.length })}</span>
        )}
      </p>
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
