import { useEffect, useId, useState, type ComponentProps, type ComponentType } from 'react';
import { LIMITS } from '@delv/shared';
import { useT } from '../i18n';
import type TagInputType from './TagInput';

type Full = ComponentType<ComponentProps<typeof TagInputType>>;
type Props = Omit<ComponentProps<typeof TagInputType>, 'initialText' | 'autoFocus'>;

let loaded: Full | null = null;
let loading: Promise<Full> | null = null;
function load(): Promise<Full> {
  loading ??= import('./TagInput').then(
    (m) => (loaded = m.default),
    (err: unknown) => {
      loading = null; // offline: the next focus tries again
      throw err;
    },
  );
  return loading;
}

/**
 * TagInput where a form's first view has one (a new session, a new institution, an institution's
 * sign-up): the same label, box and hint, and TagInput's code (tags, keys, paste) comes when the
 * box is first focused, or at once when there are tags or an error to show. What was typed
 * meanwhile, and the focus, carry over to it.
 */
export default function TagInputOnUse(props: Props) {
  const t = useT('shell');
  const id = useId();
  const [Loaded, setLoaded] = useState<Full | null>(() => loaded);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const use = () => {
    if (!loaded)
      void load()
        .then((full) => setLoaded(() => full))
        .catch(() => undefined);
  };
  const needed = props.value.length > 0 || Boolean(props.error);
  useEffect(() => {
    if (needed) use();
  }, [needed]);

  if (Loaded) return <Loaded {...props} initialText={text} autoFocus={focused} />;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="tag-input">
        <input
          id={id}
          value={text}
          placeholder={props.placeholder}
          onChange={(e) => setText(e.target.value)}
          onFocus={() => {
            setFocused(true);
            use();
          }}
          onBlur={() => {
            setFocused(false);
            props.onBlur?.();
          }}
          // Enter and comma end a piece (TagInput makes it a tag when it comes), never a submit.
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ',') return;
            e.preventDefault();
            if (text.trim() && !text.trim().endsWith(',')) setText(`${text},`);
          }}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {props.hint ?? t('tags.hint', { max: LIMITS.TAGS_ADVISED })}{' '}
      </p>
    </div>
  );
}
