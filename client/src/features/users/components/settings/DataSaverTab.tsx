import { browserSavesData, setDataSaverSetting, useDataSaver } from '../../../../lib/dataSaver';

/** Settings › Data saver: a switch kept on this device (a phone on bundles, a laptop on Wi-Fi). */
export default function DataSaverTab() {
  const on = useDataSaver();
  const byBrowser = browserSavesData();
  return (
    <div className="users-data-saver">
      <label className="checkbox-row">
        <input type="checkbox" checked={on} disabled={byBrowser} onChange={(e) => setDataSaverSetting(e.target.checked)} />
        <span>Data saver on this device</span>
      </label>
      <p className="muted">
        Pictures load at their smallest size, photos in the feed only when you tap them, and videos and embedded players only when you press
        play. Nothing is downloaded ahead of time.
      </p>
      {byBrowser && <p className="muted">Your browser's data saver is on, so Delv saves data too.</p>}
      <p className="muted">This setting is kept on this device only.</p>
    </div>
  );
}
