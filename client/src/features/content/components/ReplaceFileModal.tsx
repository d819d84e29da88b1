import { useState } from 'react';
import { CONTENT_MSG, MSG, acceptFor, type ContentItem } from '@delv/shared';
import Modal from '../../../components/Modal';
import { useAppDispatch } from '../../../lib/hooks';
import { notifySuccess } from '../../../lib/notify';
import { contentChanged } from '../api';
import { contentFileProblem, fileHint } from '../files';
import { useUploadTask } from '../useUploadTask';
import FileField from './FileField';
import { UploadFooter } from './UploadProgress';
import { useMessagesNow, useT } from '../../../i18n';

/** Replace the file of an item (PUT /contents/update/?id=): the old file is deleted once the new one is stored. */
export default function ReplaceFileModal({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const t = useT('content');
  const tm = useMessagesNow();
  const dispatch = useAppDispatch();
  const task = useUploadTask<ContentItem>();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [open, setOpen] = useState(true);

  const close = () => {
    if (task.uploading) task.cancel();
    setOpen(false);
    onClose();
  };

  const submit = async () => {
    if (!file) {
      setProblem(MSG.fileRequired);
      return;
    }
    const reason = contentFileProblem(item.category, file);
    if (reason) {
      setProblem(reason);
      return;
    }
    const fd = new FormData();
    fd.append('contentFile', file);
    const outcome = await task.run(`/api/contents/update/?id=${encodeURIComponent(item._id)}`, 'PUT', fd);
    if (outcome) {
      notifySuccess(tm(outcome.message ?? CONTENT_MSG.updateComplete));
      dispatch(contentChanged(item._id));
      close();
    }
  };

  return (
    <Modal open={open} title={t('replace.title')} onClose={close}>
      <p className="muted">{t('replace.text', { title: item.title })}</p>
      <FileField
        label={t('replace.newFile')}
        accept={acceptFor(item.category)}
        hint={fileHint(item.category)}
        file={file}
        error={problem}
        disabled={task.uploading}
        onChange={(f, p) => {
          setFile(f);
          setProblem(p ?? (f ? (contentFileProblem(item.category, f) ?? undefined) : undefined));
        }}
      />
      <UploadFooter task={task} onCancel={close} onSubmit={submit} labels={[t('cancel'), t('replace.title')]} />
    </Modal>
  );
}
