import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { FEED_MSG, LIMITS, roleOf, type PostCreated } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import type { ModalComponent } from '../../../components/slots';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { notifySuccess } from '../../../lib/notify';
import { isQueued } from '../../../lib/outbox';
import OutboxList from '../../../components/OutboxList';
import { useUpload } from '../../../lib/upload';
import { selectCurrentUser } from '../../../lib/session';
import { postUploaded, useCreatePostMutation } from '../api';
import { mediaLabel, type MediaKind } from '../files';
import { apiErrorMessage, useMessagesNow, useT } from '../../../i18n';

// Loaded when a Photo / PDF / Video / Link button is pressed (the file checks and the link recogniser with them).
const MediaPanel = lazy(() => import('./AttachmentPanel').then((m) => ({ default: m.MediaPanel })));
const LinkPanel = lazy(() => import('./AttachmentPanel').then((m) => ({ default: m.LinkPanel })));
/** Holds a panel's place while its code comes: the same box, so nothing below moves twice. */
const panelWait = <div className="feed-panel feed-panel-wait" aria-busy="true" />;

type Panel = { type: 'media'; kind: MediaKind } | { type: 'link' } | null;

function Icon({ d }: { d: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
const ICONS = {
  image: 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9h.01',
  pdf: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h6M9 17h6',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  session: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
};

/**
 * The posting box (spec 000 §4, §5): text up to 280 characters (Post stays disabled while it is
 * empty), and one attachment: a photo, PDF or MP4 video from the media panel, or a YouTube /
 * Vimeo / Spotify / SoundCloud link from the link panel. Photo, PDF, video and session buttons
 * are disabled while a file or link is attached; the link button while a file is. Files are
 * checked before upload and go up with a progress bar. 'Success: Points Earned' is shown only
 * when the server's answer says points were earned (the old box said it on every click, before
 * knowing the result). Create Session opens the sessions feature's form (`CreateSessionModal`).
 */
export default function PostComposer({ CreateSessionModal }: { CreateSessionModal: ModalComponent }) {
  const t = useT('feed');
  // Renders at once (a box to type in must not flash a spinner): the feed page has loaded FEED_MSG.
  const tm = useMessagesNow();
  const ids = useId();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const [createPost] = useCreatePostMutation();
  const { start: startUpload, cancel: cancelUpload, progress } = useUpload();
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<Panel>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [link, setLink] = useState('');
  /** Why the link cannot be embedded (LinkPanel says), or ''. */
  const [linkProblem, setLinkProblem] = useState('');
  const [linkTouched, setLinkTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const [sessionOpen, setSessionOpen] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const role = me ? roleOf(me.usercategory) : null;
  const canCreateSession = role === 'mentor' || role === 'institution';
  const hasFile = file !== null;
  const hasLink = link.trim() !== '';
  const empty = text.trim() === '';

  const openMedia = (kind: MediaKind) => {
    setFileError('');
    setPanel({ type: 'media', kind });
  };
  const closePanel = () => {
    setPanel(null);
    setFile(null);
    setFileError('');
    setLink('');
    setLinkProblem('');
    setLinkTouched(false);
  };

  const reset = () => {
    setText('');
    closePanel();
    setFailure('');
  };

  const succeeded = (answer: Pick<PostCreated, 'message' | 'pointsEarned'>) => {
    reset();
    notifySuccess(tm(answer.message || FEED_MSG.postCreated));
    if (answer.pointsEarned > 0) notifySuccess(tm(FEED_MSG.pointsEarnedAlert));
    textRef.current?.focus();
  };

  const sendFile = async (postText: string, attachment: File) => {
    const form = new FormData();
    // Text first: the server validates it before it streams the file.
    form.append('postText', postText);
    form.append('attachment', attachment);
    const result = await startUpload<PostCreated>({ url: '/api/post/', method: 'POST', formData: form });
    if (result.ok) {
      dispatch(postUploaded(result.answer.data, result.answer.pointsEarned));
      succeeded(result.answer);
    } else {
      setFailure(result.reason === 'cancelled' ? t('composer.uploadCancelled') : result.message);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const postText = text.trim();
    if (!postText || sending) return;
    if (linkProblem) {
      setLinkTouched(true);
      return;
    }
    setFailure('');
    setSending(true);
    try {
      if (file) {
        await sendFile(postText, file);
      } else {
        // Offline, or the connection drops on the way: the outbox sends it later, once (its clientId).
        try {
          succeeded(await createPost({ postText, link: link.trim() }).unwrap());
        } catch (err) {
          if (!isQueued(err)) setFailure(apiErrorMessage(err));
          else {
            reset();
            notifySuccess(t('composer.queued'));
          }
        }
      }
    } finally {
      setSending(false);
    }
  };

  const mediaButton = (kind: MediaKind) => (
    <button
      key={kind}
      type="button"
      className="feed-tool"
      onClick={() => openMedia(kind)}
      disabled={hasFile || hasLink || sending}
      aria-pressed={panel?.type === 'media' && panel.kind === kind}
    >
      <Icon d={ICONS[kind]} /> {mediaLabel(kind)}
    </button>
  );

  const left = LIMITS.POST_TEXT_MAX - text.length;

  return (
    <section className="card feed-composer" aria-label={t('composer.label')}>
      <form onSubmit={submit} noValidate>
        <div className="feed-composer-top">
          <Avatar user={me} size={44} />
          <div className="feed-composer-text">
            <label htmlFor={`${ids}-text`} className="sr-only">
              {t('composer.prompt')}
            </label>
            <textarea
              ref={textRef}
              id={`${ids}-text`}
              rows={3}
              value={text}
              maxLength={LIMITS.POST_TEXT_MAX}
              placeholder={t('composer.prompt')}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={`${ids}-count`}
              disabled={sending}
            />
            <p id={`${ids}-count`} className={left <= 20 ? 'feed-count feed-count-low' : 'feed-count'}>
              {text.length}/{LIMITS.POST_TEXT_MAX}
              <span className="sr-only"> {t('composer.characters')}</span>
            </p>
          </div>
        </div>

        {panel?.type === 'media' && (
          <Suspense fallback={panelWait}>
            <MediaPanel
              ids={ids}
              kind={panel.kind}
              file={file}
              error={fileError}
              sending={sending}
              onChosen={(chosen, error) => {
                setFile(chosen);
                setFileError(error);
              }}
              onClose={closePanel}
            />
          </Suspense>
        )}

        {panel?.type === 'link' && (
          <Suspense fallback={panelWait}>
            <LinkPanel
              ids={ids}
              link={link}
              touched={linkTouched}
              sending={sending}
              onChange={(value, problem) => {
                setLink(value);
                setLinkProblem(problem);
              }}
              onBlur={() => setLinkTouched(true)}
              onClose={closePanel}
            />
          </Suspense>
        )}

        {progress !== null && (
          <div className="feed-progress">
            <label htmlFor={`${ids}-progress`}>
              {progress < 1 ? t('composer.uploading', { percent: Math.round(progress * 100) }) : t('composer.saving')}
            </label>
            <progress id={`${ids}-progress`} max={100} value={Math.round(progress * 100)} />
            <button type="button" className="btn btn-outline" onClick={cancelUpload}>
              {t('composer.cancel')}
            </button>
          </div>
        )}

        {failure && (
          <div className="alert alert-error" role="alert">
            {tm(failure)}
          </div>
        )}

        <div className="feed-composer-tools">
          <div className="feed-tools" role="group" aria-label={t('composer.attach')}>
            {(['image', 'pdf', 'video'] as const).map(mediaButton)}
            <button
              type="button"
              className="feed-tool"
              onClick={() => setPanel({ type: 'link' })}
              disabled={hasFile || sending}
              aria-pressed={panel?.type === 'link'}
            >
              <Icon d={ICONS.link} /> {t('composer.link')}
            </button>
            {canCreateSession && (
              <button type="button" className="feed-tool" onClick={() => setSessionOpen(true)} disabled={hasFile || hasLink || sending}>
                <Icon d={ICONS.session} /> {t('composer.session')}
              </button>
            )}
          </div>
          <button type="submit" className="btn btn-primary" disabled={empty || sending}>
            {sending ? t('composer.posting') : t('composer.post')}
          </button>
        </div>
      </form>
      <OutboxList kind="post" userId={me?._id} label={t('composer.waiting')} textOf={(item) => String(item.body.postText ?? '')} />
      {sessionOpen && (
        <Suspense fallback={null}>
          <CreateSessionModal open onClose={() => setSessionOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
