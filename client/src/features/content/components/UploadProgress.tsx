import { useId } from 'react';
import { useT } from '../../../i18n';

/** The progress bar of an upload, with its Cancel button. */
export default function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const t = useT('content');
  const id = useId();
  const percent = Math.round(progress * 100);
  return (
    <div className="content-progress">
      <label htmlFor={id}>{percent < 100 ? t('progress.uploading', { percent }) : t('progress.saving')}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
