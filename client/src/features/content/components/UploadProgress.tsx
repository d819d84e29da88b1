import { useId } from 'react';

/** The progress bar of an upload, with its Cancel button. */
export default function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const id = useId();
  const percent = Math.round(progress * 100);
  return (
    <div className="content-progress">
      <label htmlFor={id}>{percent < 100 ? `Uploading… ${percent}%` : 'Saving…'}</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
