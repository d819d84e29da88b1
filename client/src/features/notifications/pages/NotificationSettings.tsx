import { useState, type FormEvent } from 'react';
import type { NotificationEmailMode, NotificationKind, NotificationPreference } from '@delv/shared';
import { NOTIFICATION_EMAIL_MODES, NOTIFICATION_KINDS, NOTIFICATION_MSG, defaultNotificationPreference } from '@delv/shared';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../actionsApi';
import '../notifications.css';
import QueryView from '../../../components/QueryView';

/** Settings › Notifications: per kind, in the app or not, and by e-mail as it happens, in a daily
 * or weekly digest, or never. Loaded only when the tab is opened. */
export default function NotificationSettings() {
  const t = useT('notifications');
  const tm = useMessages('NOTIFICATION_MSG');
  const { data, error, isFetching, refetch } = useNotificationPreferencesQuery();
  if (!data)
    return <QueryView query={{ data, error, isFetching, refetch }} words={[t('prefs.loading'), t('prefs.failed')]} messages={tm} />;
  return <PreferencesForm saved={data} />;
}

function PreferencesForm({ saved }: { saved: NotificationPreference[] }) {
  const t = useT('notifications');
  const tm = useMessages('NOTIFICATION_MSG');
  // In the catalogue's order, every kind (one the server did not send keeps its default).
  const [choices, setChoices] = useState(() =>
    NOTIFICATION_KINDS.map((kind) => saved.find((p) => p.kind === kind) ?? defaultNotificationPreference(kind)),
  );
  const [save, { isLoading: saving }] = useSaveNotificationPreferencesMutation();

  const change = (kind: NotificationKind, patch: Partial<NotificationPreference>) =>
    setChoices((all) => all.map((choice) => (choice.kind === kind ? { ...choice, ...patch } : choice)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const answer = await save(choices).unwrap();
      notifySuccess(tm(answer.message ?? NOTIFICATION_MSG.preferencesSaved));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  return (
    <form className="notif-prefs" onSubmit={(e) => void submit(e)}>
      <p className="muted">{t('prefs.intro')}</p>
      <ul className="notif-prefs-list" aria-label={t('prefs.kinds')}>
        {choices.map((choice) => (
          <li key={choice.kind}>
            <fieldset className="notif-pref">
              <legend>{t(`prefs.kind.${choice.kind}`)}</legend>
              <label className="checkbox-row">
                <input type="checkbox" checked={choice.inApp} onChange={(e) => change(choice.kind, { inApp: e.target.checked })} />
                {t('prefs.inApp')}
              </label>
              <label className="notif-pref-email">
                {t('prefs.email')}
                <select value={choice.email} onChange={(e) => change(choice.kind, { email: e.target.value as NotificationEmailMode })}>
                  {NOTIFICATION_EMAIL_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {t(`prefs.mode.${mode}`)}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
          </li>
        ))}
      </ul>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? t('prefs.saving') : t('prefs.save')}
      </button>
    </form>
  );
}
