import { Link } from 'react-router-dom';
import { FEED_MSG, type FeedItem, type FeedPost, type PostAttachment, type SharedContent, type SharedSession } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Picture from '../../../components/Picture';
import { useAppSelector } from '../../../lib/hooks';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../../lib/session';
import { useDeletePostMutation, usePullDownPostMutation, useToggleFeedLikeMutation } from '../api';
import { megabytes } from '../files';
import { fullDate, fullName, itemNoun, personPath, sharedContentPath, timeAgo } from '../links';
import EmbedPlayer from './EmbedPlayer';
import { formatDateTime, formatPrice } from '../../../lib/format';
import { apiErrorMessage, useMessagesNow, useT, useValueLabels, type Translate } from '../../../i18n';
import type { ReportComponent } from '../../../components/slots';

export type CardAction = 'comment' | 'share' | 'send';

// Drawn, not emoji: phones without a colour emoji font showed empty boxes.
const ICON_PATHS = {
  comment: 'M4 5h16v11H9l-5 4z',
  send: 'M3 11l18-8-8 18-2-8z',
  share: 'M4 12v7h16v-7M12 3v12M7 8l5-5 5 5',
  file: 'M6 3h9l4 4v14H6zM14 3v5h5',
};
const HEART = 'M12 20s-7-4.4-9-9a4.5 4.5 0 0 1 8-4 4.5 4.5 0 0 1 8 4c-2 4.6-9 9-9 9z';

function ActionIcon({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

// The feed column: the whole width on phones, beside the side panels from 757 px (feed.css).
const FEED_PHOTO_SIZES = '(min-width: 1024px) 540px, (min-width: 757px) calc(100vw - 300px), calc(100vw - 48px)';
const THUMB_SIZES = '(min-width: 480px) 160px, 120px';

/** A shared item's picture, or a coloured box with its kind's word when it has none. */
function SharedThumb({ image, tone, label }: { image: SharedContent['thumbnailFile']; tone: string; label: string }) {
  if (image?.publicUrl)
    return <Picture image={image} className="feed-shared-thumb" alt="" sizes={THUMB_SIZES} width={160} height={90} saverWidth={160} />;
  return (
    <span className={`feed-shared-thumb feed-shared-none feed-shared-${tone}`} aria-hidden="true">
      {label}
    </span>
  );
}

function Attachment({ file, by }: { file: PostAttachment; by: string }) {
  const t = useT('feed');
  if (file.mimeType.startsWith('image/')) {
    return (
      <Picture
        image={file}
        className="feed-image"
        alt={t('card.photoBy', { name: by })}
        sizes={FEED_PHOTO_SIZES}
        maxDensity={1.5}
        tapToLoad
      />
    );
  }
  if (file.mimeType === 'video/mp4') {
    // preload="none": nothing is downloaded until the person presses play.
    return <video className="feed-video" src={file.publicUrl} controls preload="none" aria-label={t('card.videoBy', { name: by })} />;
  }
  return (
    <a className="feed-file-link" href={file.publicUrl} target="_blank" rel="noopener noreferrer">
      <ActionIcon d={ICON_PATHS.file} /> {file.name || t('card.document')}{' '}
      <span className="muted">{t('card.pdfSize', { size: megabytes(file.size) })}</span>
    </a>
  );
}

function ContentPreview({ content }: { content: SharedContent }) {
  const t = useT('feed');
  const category = t('card.category', { category: content.category });
  return (
    <Link to={sharedContentPath(content)} className="feed-shared">
      <SharedThumb image={content.thumbnailFile} tone={content.category.toLowerCase()} label={category} />
      <span className="feed-shared-body">
        <span className="feed-shared-title">{content.title}</span>
        {content.description && <span className="feed-shared-text muted">{content.description}</span>}
        <span className="feed-shared-meta muted">
          {category} · {fullName(content.owner)}
        </span>
      </span>
    </Link>
  );
}

function SessionPreview({ session }: { session: SharedSession }) {
  const t = useT('feed');
  return (
    <Link to={`/session/${encodeURIComponent(session._id)}`} className="feed-shared">
      <SharedThumb image={session.thumbnailFile} tone="session" label={t('card.session')} />
      <span className="feed-shared-body">
        <span className="feed-shared-title">{session.sessionTitle}</span>
        <span className="feed-shared-meta muted">
          {formatDateTime(session.startsAt)}
          {' · '}
          {formatPrice(session.price)}
          {session.presenterName ? ` · ${session.presenterName}` : ''}
        </span>
        {session.cancelled && <span className="badge">{t('card.cancelled')}</span>}
      </span>
    </Link>
  );
}

/** The words after the name: what happened. A share to specific people reads 'with you' to them
 * and 'with 2 people' to the sharer. */
function headline(t: Translate<'feed'>, item: FeedItem, meId: string | undefined): string {
  if (item.type === 'post') return '';
  const kind = itemNoun(item);
  if (item.type === 'content') return t('card.published', { kind });
  if (item.audience === 'users') {
    if (item.author._id !== meId) return t('card.sharedWithYou', { kind });
    return t('card.sharedWithPeople', { kind, count: item.recipients });
  }
  return t('card.shared', { kind });
}

function PostOwnerActions({ post, moderation, Report }: { post: FeedPost; moderation: boolean; Report?: ReportComponent }) {
  const t = useT('feed');
  // The screens showing cards (feed, post page, moderation) wait for FEED_MSG before they render.
  const tm = useMessagesNow();
  const [remove, { isLoading: removing }] = useDeletePostMutation();
  const [pullDown, { isLoading: pulling }] = usePullDownPostMutation();
  const onDelete = async () => {
    if (!window.confirm(t('card.confirmDelete'))) return;
    try {
      const res = await remove(post._id).unwrap();
      notifySuccess(tm(res.message ?? FEED_MSG.postDeleted));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  const onPullDown = async () => {
    if (!window.confirm(t('card.confirmPullDown'))) return;
    try {
      await pullDown(post._id).unwrap();
      notifySuccess(tm(FEED_MSG.pulledDownAlert));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <span className="feed-card-manage">
      {moderation && post.can.moderate && post.status === 'active' && (
        <button type="button" className="btn-link" onClick={onPullDown} disabled={pulling}>
          {t('card.pullDown')}
        </button>
      )}
      {post.can.delete && (
        <button type="button" className="btn-link" onClick={onDelete} disabled={removing}>
          {t('card.delete')}
        </button>
      )}
      {!post.can.delete && Report && <Report kind="post" id={post._id} />}
    </span>
  );
}

/**
 * One card of the feed: a post (text, a photo / PDF / video, or an embedded link), a share (its
 * message and the shared article or session), or newly published content. Like, Comment, Send
 * and Share act on what the card is about (`target`): the post, or the shared item.
 */
export default function FeedCard({
  item,
  onAction,
  moderation = false,
  actions = true,
  Report,
}: {
  item: FeedItem;
  /** "Report" on others' posts (the page hands in the moderation feature's button). */
  Report?: ReportComponent;
  onAction: (action: CardAction, item: FeedItem) => void;
  /** The moderation view shows 'Pull Down' (spec 000 §4). */
  moderation?: boolean;
  /** false: no Like / Comment / Send / Share row (the moderation list). */
  actions?: boolean;
}) {
  const t = useT('feed');
  const labels = useValueLabels();
  const [toggleLike] = useToggleFeedLikeMutation();
  const name = fullName(item.author);
  const role = labels.displayCategory(item.author.usercategory);
  const me = useAppSelector(selectCurrentUser);
  const line = headline(t, item, me?._id);
  const kind = itemNoun(item);
  const headingId = `feed-card-${item._id}`;

  return (
    <article className="card feed-card" aria-labelledby={headingId}>
      <header className="feed-card-head">
        <Link to={personPath(item.author)} tabIndex={-1} aria-hidden="true">
          <Avatar user={item.author} size={44} />
        </Link>
        <div className="feed-card-who">
          <h3 id={headingId} className="feed-card-name">
            <Link to={personPath(item.author)}>{name}</Link>
            {line && <span className="feed-card-line"> {line}</span>}
          </h3>
          <p className="feed-card-meta muted">
            {role && <span>{role} · </span>}
            <time dateTime={item.createdAt} title={fullDate(item.createdAt)}>
              {timeAgo(item.createdAt)}
            </time>
          </p>
        </div>
        {item.type === 'post' && <PostOwnerActions post={item} moderation={moderation} Report={Report} />}
      </header>

      {item.type === 'post' && (
        <div className="feed-card-body">
          {item.status === 'rejected' && <p className="badge feed-pulled">{t('card.pulledDown')}</p>}
          <p className="feed-text">{item.postText}</p>
          {item.embedUrl && (
            <EmbedPlayer embedUrl={item.embedUrl} title={t('card.embedTitle', { text: item.postText.slice(0, 60), name })} />
          )}
          {item.attachment && <Attachment file={item.attachment} by={name} />}
        </div>
      )}
      {item.type === 'share' && (
        <div className="feed-card-body">
          {item.shareText && <p className="feed-text">{item.shareText}</p>}
          {item.sharedModel === 'Session' ? (
            <SessionPreview session={item.shared as SharedSession} />
          ) : (
            <ContentPreview content={item.shared as SharedContent} />
          )}
        </div>
      )}
      {item.type === 'content' && (
        <div className="feed-card-body">
          <ContentPreview content={item.content} />
        </div>
      )}

      <p className="feed-card-counts muted">{t('card.counts', { likes: item.likes, comments: item.comments })}</p>
      {actions && (
        <div className="feed-card-actions" role="group" aria-label={t('card.actions', { name, kind })}>
          <button type="button" className="feed-action" aria-pressed={item.likedByMe} onClick={() => void toggleLike(item.target)}>
            <ActionIcon d={HEART} filled={item.likedByMe} /> {item.likedByMe ? t('card.liked') : t('card.like')}
          </button>
          <button type="button" className="feed-action" onClick={() => onAction('comment', item)}>
            <ActionIcon d={ICON_PATHS.comment} /> {t('card.comment')}
          </button>
          <button type="button" className="feed-action" onClick={() => onAction('send', item)}>
            <ActionIcon d={ICON_PATHS.send} /> {t('card.send')}
          </button>
          <button type="button" className="feed-action" onClick={() => onAction('share', item)}>
            <ActionIcon d={ICON_PATHS.share} /> {t('card.share')}
          </button>
        </div>
      )}
    </article>
  );
}
