import { useId, useState } from 'react';
import { FEED_LIMITS, roleOf, type UserSummary } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import { useDebounced } from '../../../lib/useDebounced';
import { useGetUsersQuery } from '../../../lib/people';
import { fullName } from '../links';
import { useT } from '../../../i18n';

export type Picked = Pick<UserSummary, '_id' | 'firstname' | 'lastname' | 'profilePicture'>;

/**
 * Choose people to share with (spec 000 §5: specific users, chosen from non-institution users).
 * Names are searched on the server as you type; nobody's e-mail is shown or needed.
 */
export default function UserPicker({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: Picked[];
  onChange: (users: Picked[]) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useT('feed');
  const ids = useId();
  const me = useAppSelector(selectCurrentUser);
  const [q, setQ] = useState('');
  const settled = useDebounced(q.trim());
  const { data, isFetching } = useGetUsersQuery({ q: settled, limit: 8 }, { skip: settled.length < 2 });
  const chosen = new Set(value.map((u) => u._id));
  const results =
    settled.length < 2
      ? []
      : (data?.data ?? []).filter((u) => roleOf(u.usercategory) !== 'institution' && u._id !== me?._id && !chosen.has(u._id));
  const full = value.length >= FEED_LIMITS.SHARE_RECIPIENTS_MAX;

  return (
    <div className="field feed-picker">
      <label htmlFor={`${ids}-q`}>{t('picker.find')}</label>
      {value.length > 0 && (
        <ul className="row feed-picked" aria-label={t('picker.chosen')}>
          {value.map((u) => (
            <li key={u._id} className="tag">
              {fullName(u)}
              <button
                type="button"
                aria-label={t('picker.remove', { name: fullName(u) })}
                onClick={() => onChange(value.filter((v) => v._id !== u._id))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${ids}-q`}
        type="search"
        value={q}
        placeholder={t('picker.placeholder')}
        autoComplete="off"
        onChange={(e) => setQ(e.target.value)}
        disabled={full}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
      {full && <p className="field-hint">{t('picker.full', { max: FEED_LIMITS.SHARE_RECIPIENTS_MAX })}</p>}
      {settled.length >= 2 && (
        <ul className="feed-picker-results" aria-label={t('picker.matching')} aria-busy={isFetching}>
          {results.length === 0 && !isFetching && <li className="muted">{t('picker.nobody', { q: settled })}</li>}
          {results.map((u) => (
            <li key={u._id}>
              <button
                type="button"
                className="feed-picker-option"
                onClick={() => {
                  onChange([...value, u]);
                  setQ('');
                }}
              >
                <span aria-hidden="true">
                  <Avatar user={u} size={28} />
                </span>{' '}
                <span>{t('picker.add', { name: fullName(u) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
