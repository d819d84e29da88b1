import { useState } from 'react';
import { Form, Formik, type FormikErrors } from 'formik';
import { CONTENT_MSG, COURSE_CATEGORIES, takesThumbnail, type ContentItem } from '@delv/shared';
import Modal from '../../../components/Modal';
import TagInput from '../../../components/TagInput';
import { SelectField, TextAreaField, TextField } from '../../../components/form';
import { useAppDispatch } from '../../../lib/hooks';
import { notifySuccess } from '../../../lib/notify';
import { contentChanged } from '../api';
import { thumbnailProblem } from '../files';
import { useUploadTask } from '../useUploadTask';
import FileField from './FileField';
import { UploadFooter } from './UploadProgress';
import { useMessagesNow, useT, useValueLabels } from '../../../i18n';
import { lazySchema } from '../../../lib/validation';

interface DetailsValues {
  title: string;
  author: string;
  description: string;
  sourceLink: string;
  courseCategory: string;
  tags: string[];
  publisher: string;
  parentCourse: string;
  thumbnail: File | null;
}

/**
 * Edit details (spec 000 §5 "Content edit"): title required; the server keeps stored values for
 * fields left empty and keeps the tags when none are given. An optional new thumbnail travels in
 * the same request, with progress.
 */
export default function EditDetailsModal({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const t = useT('content');
  const tm = useMessagesNow();
  const labels = useValueLabels();
  const dispatch = useAppDispatch();
  const task = useUploadTask<ContentItem>();
  const [closing, setClosing] = useState(false);
  const close = () => {
    if (task.uploading) task.cancel();
    setClosing(true);
    onClose();
  };
  const initial: DetailsValues = {
    title: item.title,
    author: item.author,
    description: item.description,
    sourceLink: item.sourceLink,
    courseCategory: item.courseCategory,
    tags: item.tags,
    publisher: item.publisher,
    parentCourse: item.parentCourse,
    thumbnail: null,
  };
  return (
    <Modal open={!closing} title={t('edit.title')} onClose={close}>
      <Formik<DetailsValues>
        initialValues={initial}
        validate={lazySchema(
          (s) => s.contentDetailsSchema,
          (v): FormikErrors<DetailsValues> => {
            const p = v.thumbnail ? thumbnailProblem(v.thumbnail) : null;
            return p ? { thumbnail: p as never } : {};
          },
        )}
        onSubmit={async (v) => {
          const fd = new FormData();
          fd.append('title', v.title.trim());
          for (const key of ['author', 'description', 'sourceLink', 'courseCategory', 'publisher', 'parentCourse'] as const) {
            if (v[key].trim()) fd.append(key, v[key].trim());
          }
          for (const tag of v.tags) fd.append('tags', tag);
          if (v.thumbnail) fd.append('thumbnail', v.thumbnail);
          const outcome = await task.run(`/api/contents/update/details/?id=${encodeURIComponent(item._id)}`, 'PUT', fd);
          if (outcome) {
            notifySuccess(tm(outcome.message ?? CONTENT_MSG.updateComplete));
            dispatch(contentChanged(item._id));
            close();
          }
        }}
      >
        {({ values, errors, touched, setFieldValue, setFieldTouched, isSubmitting }) => (
          <Form noValidate className="content-form">
            <TextField name="title" label={t('field.title')} />
            <TextField name="author" label={t('field.author')} />
            <TextField name="sourceLink" label={t('field.sourceLink')} type="url" placeholder={t('field.urlPlaceholder')} />
            <SelectField
              name="courseCategory"
              label={t('field.courseCategory')}
              placeholder={t('field.none')}
              options={COURSE_CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }))}
            />
            {item.category === 'Course' && <TextField name="parentCourse" label={t('field.parentCourse')} />}
            {item.category === 'Book' && <TextField name="publisher" label={t('field.publisher')} />}
            <TextAreaField name="description" label={t('field.description')} rows={4} />
            <TagInput
              label={t('field.tags')}
              value={values.tags}
              onChange={(tags) => void setFieldValue('tags', tags)}
              hint={t('field.tagsKeep')}
            />
            {takesThumbnail(item.category) && (
              <FileField
                label={t('field.newThumb')}
                accept="image/jpeg,image/png,image/gif,image/webp"
                hint={t('field.newThumbHint')}
                file={values.thumbnail}
                error={touched.thumbnail ? (errors.thumbnail as string | undefined) : undefined}
                disabled={task.uploading}
                onChange={(file) => {
                  void setFieldValue('thumbnail', file, true);
                  void setFieldTouched('thumbnail', true, false);
                }}
              />
            )}
            <UploadFooter task={task} onCancel={close} disabled={isSubmitting} labels={[t('cancel'), t('save')]} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
