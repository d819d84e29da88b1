import { useId, useState } from 'react';
import { Form, Formik, useField, type FormikErrors } from 'formik';
import {
  CONTENT_CATEGORIES,
  CONTENT_MSG,
  COURSE_CATEGORIES,
  acceptFor,
  takesThumbnail,
  type ContentCategory,
  type ContentItem,
} from '@delv/shared';
import Modal from '../../../components/Modal';
import TagInput from '../../../components/TagInput';
import { SelectField, TextAreaField, TextField } from '../../../components/form';
import { useAppDispatch } from '../../../lib/hooks';
import { notifySuccess } from '../../../lib/notify';
import { contentChanged } from '../api';
import { contentFileProblem, fileHint, thumbnailProblem } from '../files';
import { categoryLabel } from '../links';
import { useUploadTask } from '../useUploadTask';
import FileField from './FileField';
import UploadProgress from './UploadProgress';
import { useMessagesNow, useT, useValueLabels } from '../../../i18n';
import FormActions from '../../../components/FormActions';
import { lazySchema } from '../../../lib/validation';

export interface UploadValues {
  category: ContentCategory;
  title: string;
  author: string;
  courseCategory: string;
  sourceLink: string;
  description: string;
  tags: string[];
  visible: boolean;
  parentCourse: string;
  duration: string;
  noOfStudents: string;
  publisher: string;
  contentFile: File | null;
  thumbnail: File | null;
}

/** Checks the files (the schema checks the text): type and size before anything is sent. */
function validateFiles(v: UploadValues): FormikErrors<UploadValues> {
  const errors: FormikErrors<UploadValues> = {};
  if (v.contentFile) {
    const p = contentFileProblem(v.category, v.contentFile);
    if (p) errors.contentFile = p;
  } else if (!v.sourceLink.trim()) {
    errors.contentFile = CONTENT_MSG.fileOrLinkRequired;
  }
  if (v.thumbnail && takesThumbnail(v.category)) {
    const p = thumbnailProblem(v.thumbnail);
    if (p) errors.thumbnail = p as never;
  }
  return errors;
}

/** The multipart body: text fields first (the server validates them before streaming files). */
export function uploadFormData(v: UploadValues): FormData {
  const fd = new FormData();
  const put = (name: string, value: string) => {
    if (value.trim()) fd.append(name, value.trim());
  };
  put('category', v.category);
  put('title', v.title);
  fd.append('visible', v.visible ? 'true' : 'false');
  put('author', v.author);
  put('courseCategory', v.courseCategory);
  put('sourceLink', v.sourceLink);
  put('description', v.description);
  for (const tag of v.tags) fd.append('tags', tag);
  if (v.category === 'Course') {
    put('parentCourse', v.parentCourse);
    put('duration', v.duration);
    put('noOfStudents', v.noOfStudents);
  }
  if (v.category === 'Book') put('publisher', v.publisher);
  if (v.contentFile) fd.append('contentFile', v.contentFile);
  if (v.thumbnail && takesThumbnail(v.category)) fd.append('thumbnail', v.thumbnail);
  return fd;
}

function CheckboxField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  const id = useId();
  return (
    <div className="field content-check">
      <label htmlFor={id} className="row">
        <input {...field} id={id} type="checkbox" aria-describedby={`${id}-hint`} />
        {label}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </div>
  );
}

/**
 * Upload a video, article, course, book, open-library file or photo (spec 000 §5 "Content
 * upload"): one request carrying the details and the files, with a real progress bar and Cancel.
 * The old client saved the details even when its separate file upload failed, leaving items
 * with no file; here nothing is saved unless the file is, and any failure is shown.
 */
export default function UploadModal({
  open,
  onClose,
  category = 'Article',
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  category?: ContentCategory;
  onUploaded?: (item: ContentItem) => void;
}) {
  const t = useT('content');
  const tm = useMessagesNow();
  const labels = useValueLabels();
  const dispatch = useAppDispatch();
  const task = useUploadTask<ContentItem>();
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    if (task.uploading) task.cancel();
    task.reset();
    setFormKey((k) => k + 1);
    onClose();
  };

  const initial: UploadValues = {
    category,
    title: '',
    author: '',
    courseCategory: '',
    sourceLink: '',
    description: '',
    tags: [],
    visible: true,
    parentCourse: '',
    duration: '',
    noOfStudents: '',
    publisher: '',
    contentFile: null,
    thumbnail: null,
  };

  return (
    <Modal open={open} title={t('upload.title')} onClose={close}>
      <Formik<UploadValues>
        key={formKey}
        initialValues={initial}
        validate={lazySchema((s) => s.contentCreateSchema, validateFiles)}
        onSubmit={async (values) => {
          const outcome = await task.run('/api/contents/', 'POST', uploadFormData(values));
          if (outcome) {
            notifySuccess(tm(outcome.message ?? CONTENT_MSG.uploadComplete));
            dispatch(contentChanged());
            onUploaded?.(outcome.data);
            setFormKey((k) => k + 1);
            onClose();
          }
        }}
      >
        {({ values, errors, touched, setFieldValue, setFieldTouched, setFieldError, isSubmitting }) => {
          const uploading = task.uploading;
          const fileError = touched.contentFile ? (errors.contentFile as string | undefined) : undefined;
          const pick = (name: 'contentFile' | 'thumbnail') => (file: File | null, problem?: string) => {
            void setFieldValue(name, file, true).then(() => {
              if (problem) setFieldError(name, problem);
            });
            void setFieldTouched(name, true, false);
          };
          const server = task.state.phase === 'error' ? task.state : null;
          return (
            <Form noValidate className="content-form">
              <SelectField
                name="category"
                label={t('field.category')}
                options={CONTENT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
              />
              <TextField name="title" label={t('field.title')} />
              <TextField name="author" label={t('field.author')} hint={t('field.authorHint')} />
              <SelectField
                name="courseCategory"
                label={t('field.courseCategory')}
                placeholder={t('field.none')}
                options={COURSE_CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }))}
              />
              {values.category === 'Course' && (
                <div className="form-grid form-grid-2">
                  <TextField name="parentCourse" label={t('field.parentCourse')} hint={t('field.parentHint')} />
                  <TextField name="duration" label={t('field.duration')} type="number" />
                </div>
              )}
              {values.category === 'Book' && <TextField name="publisher" label={t('field.publisher')} />}
              <TextField
                name="sourceLink"
                label={t('field.sourceLink')}
                type="url"
                placeholder={t('field.urlPlaceholder')}
                hint={t('field.sourceHint')}
              />
              <TextAreaField name="description" label={t('field.description')} rows={4} />
              <TagInput
                label={t('field.tags')}
                value={values.tags}
                onChange={(tags) => void setFieldValue('tags', tags)}
                error={touched.tags && typeof errors.tags === 'string' ? tm(errors.tags) : undefined}
                hint={t('field.tagsHint')}
              />
              <CheckboxField name="visible" label={t('field.public')} hint={t('field.publicHint')} />
              <FileField
                label={values.category === 'Photo' || values.category === 'Image' ? t('field.imageFile') : t('field.file')}
                accept={acceptFor(values.category)}
                hint={t('field.fileOrLink', { hint: fileHint(values.category) })}
                file={values.contentFile}
                error={fileError}
                disabled={uploading}
                onChange={pick('contentFile')}
              />
              {takesThumbnail(values.category) && (
                <FileField
                  label={t('field.thumb')}
                  accept="image/jpeg,image/png,image/gif,image/webp"
                  hint={t('field.thumbHint')}
                  file={values.thumbnail}
                  error={touched.thumbnail ? (errors.thumbnail as string | undefined) : undefined}
                  disabled={uploading}
                  onChange={pick('thumbnail')}
                />
              )}
              {server && (
                <div className="alert alert-error" role="alert">
                  {tm(server.message)}
                </div>
              )}
              {task.state.phase === 'uploading' ? (
                <UploadProgress progress={task.state.progress} onCancel={task.cancel} />
              ) : (
                <FormActions className="content-form-actions" onCancel={close} disabled={isSubmitting} labels={[t('close'), t('upload')]} />
              )}
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
