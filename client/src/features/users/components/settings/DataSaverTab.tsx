import { useT } from '../../../../i18n';
import { browserSavesData, setDataSaverSetting, useDataSaver } from '../../../../lib/dataSaver';

/** Settings › Data saver: a switch kept on this device (a phone on bundles, a laptop on Wi-Fi). */
export default function DataSaverTab() {
  const t = useT('users');
  const on = useDataSaver();
  const byBrowser = browserSavesData();
  return (
    <div className="users-data-saver">
      <label className="checkbox-row">
        <input type="checkbox" checked={on} disabled={byBrowser} onChange={(e) => setDataSaverSetting(e.target.checked)} />
        <span>{t('data.toggle')}</span>
      </label>
      <p className="muted">{t('data.text')}</p>
      {byBrowser && <p className="muted">{t('data.byBrowser')}</p>}
      <p className="muted">{t('data.deviceOnly')}</p>
    </div>
  );
}
