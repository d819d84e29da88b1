import { useId, useState } from 'react';
import { Form, Formik, useField } from 'formik';
import { ValidationError } from 'yup';
import { FEED_LIMITS, FEED_MSG, shareSchema, type FeedItem, type SharedModel } from '@delv/shared';
import Modal from '../../../components/Modal';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useShareMutation } from '../api';
import { itemNoun, itemPath } from '../links';
import UserPicker, { type Picked } from './UserPicker';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import FormActions from '../../../components/FormActions';

interface Values {
  shareText: string;
  shareWith: '' | 'everyone' | 'users';
  people: Picked[];
}

/** What a card shares inside Delv: the shared item of a share, or the content itself. Shares hold
 * content and sessions only (spec 000 §3, sharedModel), so a post is shared on social networks. */
export function shareTargetOf(item: FeedItem): { model: SharedModel; id: string } | null {
  if (item.target.kind === 'content') return { model: 'Content', id: item.target.id };
  if (item.target.kind === 'session') return { model: 'Session', id: item.target.id };
  return null;
}

/** The shared schema (the server's) on the form's values; messages keyed by the form's fields. */
function validateWith(model: SharedModel, id: string) {
  return (values: Values) => {
    try {
      shareSchema.validateSync(
        { shareText: values.shareText, sharedModel: model, shared: id, shareWith: values.shareWith, to: values.people.map((p) => p._id) },
        { abortEarly: false },
      );
      return {};
    } catch (err) {
      const errors: Record<string, string> = {};
      for (const e of (err as ValidationError).inner) {
        const field = e.path === 'to' ? 'shareWith' : (e.path ?? '');
        if (!errors[field]) errors[field] = e.message;
      }
      return errors;
    }
  };
}

function Audience({ errorId }: { errorId: string }) {
  const t = useT('feed');
  // Its words come with it (a content share's refusal is a CONTENT_MSG).
  const tm = useMessages('FEED_MSG', 'CONTENT_MSG');
  const [field, meta, helpers] = useField<Values['shareWith']>('shareWith');
  const [people, , peopleHelpers] = useField<Picked[]>('people');
  const error = meta.touched && meta.error ? meta.error : '';
  return (
    <fieldset className="field feed-audience" aria-describedby={error ? errorId : undefined}>
      <legend>{t('share.with')}</legend>
      <label className="feed-radio">
        <input
          type="radio"
          name="shareWith"
          value="everyone"
          checked={field.value === 'everyone'}
          onChange={() => helpers.setValue('everyone')}
        />
        {t('share.everyone')}
      </label>
      <label className="feed-radio">
        <input type="radio" name="shareWith" value="users" checked={field.value === 'users'} onChange={() => helpers.setValue('users')} />
        {t('share.people')}
      </label>
      {field.value === 'users' && (
        <UserPicker
          value={people.value}
          onChange={(v) => {
            void peopleHelpers.setValue(v);
            void helpers.setTouched(true, true);
          }}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {tm(error)}
        </p>
      )}
    </fieldset>
  );
}

/** Where each network's share page takes a link (and, for X, the message). */
const NETWORKS: { network: string; href: (url: string, text: string) => string }[] = [
  { network: 'Facebook', href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { network: 'X', href: (url, text) => `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}` },
  { network: 'LinkedIn', href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
];

/**
 * Share a post (spec 000 §2.5: every card has Share): on the social networks or through the
 * phone's share sheet, with the spec's default message. Send is for passing it to one person.
 */
function PostShareModal({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  const t = useT('feed');
  const ids = useId();
  const [text, setText] = useState(() => t('share.defaultContent'));
  const url = `${window.location.origin}${itemPath(item)}`;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Modal open title={t('share.title', { kind: itemNoun(item) })} onClose={onClose}>
      <p className="muted">{t('share.postIntro')}</p>
      <div className="field">
        <label htmlFor={`${ids}-text`}>{t('share.message')}</label>
        <textarea
          id={`${ids}-text`}
          rows={3}
          maxLength={FEED_LIMITS.SHARE_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="feed-send-options">
        {canShare && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void navigator.share({ title: 'Delv', text, url }).catch(() => {})}
          >
            {t('send.phone')}
          </button>
        )}
        {NETWORKS.map((n) => (
          <a key={n.network} className="btn btn-outline" href={n.href(url, text.trim())} target="_blank" rel="noopener noreferrer">
            {t('share.on', { network: n.network })}
          </a>
        ))}
      </div>
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}

/** Share: a post on the social networks, anything else inside Delv. */
export default function ShareModal({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  return item.type === 'post' ? <PostShareModal item={item} onClose={onClose} /> : <DelvShareModal item={item} onClose={onClose} />;
}

/**
 * Share an article, video or session (spec 000 §5): a message (default 'Hey, come check out
 * this post.' or '... session.') and who to share with, Everyone or specific people. Messages:
 * 'Share with someone is required', 'Post message is required'; 'Post shared successfully' /
 * 'Session shared successfully', or 'Failed to share ...' with the reason (the form stays open
 * so nothing typed is lost).
 */
function DelvShareModal({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  const t = useT('feed');
  // Opened from the feed, which has loaded FEED_MSG: the form shows at once.
  // Its words come with it (a content share's refusal is a CONTENT_MSG).
  const tm = useMessages('FEED_MSG', 'CONTENT_MSG');
  const ids = useId();
  const [share] = useShareMutation();
  const target = shareTargetOf(item);
  if (!target) return null;
  const { model, id } = target;
  const isSession = model === 'Session';

  return (
    <Modal open title={t('share.title', { kind: itemNoun(item) })} onClose={onClose}>
      <Formik<Values>
        // The spec's default message (SHARE_DEFAULT_TEXT in English), in the sharer's language.
        initialValues={{ shareText: t(isSession ? 'share.defaultSession' : 'share.defaultContent'), shareWith: '', people: [] }}
        validate={validateWith(model, id)}
        onSubmit={async (values, { setStatus }) => {
          setStatus(undefined);
          try {
            const res = await share({
              shareText: values.shareText.trim(),
              sharedModel: model,
              shared: id,
              shareWith: values.shareWith as 'everyone' | 'users',
              to: values.shareWith === 'users' ? values.people.map((p) => p._id) : [],
            }).unwrap();
            notifySuccess(tm(isSession ? FEED_MSG.sessionSharedAlert : FEED_MSG.postSharedAlert));
            if (res.pointsEarned > 0) notifySuccess(tm(FEED_MSG.pointsEarnedAlert));
            onClose();
          } catch (err) {
            notifyError(tm(isSession ? FEED_MSG.shareFailedSessionAlert : FEED_MSG.shareFailedPostAlert));
            setStatus(apiErrorMessage(err));
          }
        }}
      >
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting, status }) => (
          <Form noValidate>
            <div className="field">
              <label htmlFor={`${ids}-text`}>{t('share.message')}</label>
              <textarea
                id={`${ids}-text`}
                name="shareText"
                rows={3}
                maxLength={FEED_LIMITS.SHARE_TEXT_MAX}
                value={values.shareText}
                onChange={handleChange}
                onBlur={handleBlur}
                aria-invalid={touched.shareText && errors.shareText ? true : undefined}
                aria-describedby={touched.shareText && errors.shareText ? `${ids}-text-error` : undefined}
              />
              {touched.shareText && errors.shareText && (
                <p id={`${ids}-text-error`} className="field-error" role="alert">
                  {tm(errors.shareText)}
                </p>
              )}
            </div>
            <Audience errorId={`${ids}-with-error`} />
            {status && (
              <div className="alert alert-error" role="alert">
                {tm(status as string)}
              </div>
            )}
            <FormActions end onCancel={onClose} busy={isSubmitting} labels={[t('share.cancel'), t('share.share'), t('share.sharing')]} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
