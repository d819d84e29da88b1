import { useId, type ComponentProps } from 'react';
import FormActions from '../../../components/FormActions';
import { useMessagesNow, useT } from '../../../i18n';
import type { UploadPhase } from '../useUploadTask';

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

/** The end of an edit or replace form: the server's refusal, then the progress bar while the file
 * goes up, else Cancel and the submit (FormActions' props). */
export function UploadFooter({
  task,
  ...actions
}: { task: { state: UploadPhase; cancel: () => void } } & Omit<ComponentProps<typeof FormActions>, 'className'>) {
  const tm = useMessagesNow();
  const { state } = task;
  return (
    <>
      {state.phase === 'error' && (
        <div className="alert alert-error" role="alert">
          {tm(state.message)}
        </div>
      )}
      {state.phase === 'uploading' ? (
        <UploadProgress progress={state.progress} onCancel={task.cancel} />
      ) : (
        <FormActions className="content-form-actions" {...actions} />
      )}
    </>
  );
}
