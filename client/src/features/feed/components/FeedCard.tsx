import { Link } from 'react-router-dom';
import {
  FEED_MSG,
  displayCategory,
  type FeedItem,
  type FeedPost,
  type PostAttachment,
  type SharedContent,
  type SharedSession,
} from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Picture from '../../../components/Picture';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../auth';
import { useDeletePostMutation, usePullDownPostMutation, useToggleFeedLikeMutation } from '../api';
import { megabytes } from '../files';
import { fullDate, fullName, itemNoun, personPath, sharedContentPath, timeAgo } from '../links';
import EmbedPlayer from './EmbedPlayer';
import { formatDateTime, formatPrice } from '../../../lib/format';

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

function Attachment({ file, by }: { file: PostAttachment; by: string }) {
  if (file.mimeType.startsWith('image/')) {
    return (
      <Picture image={file} className="feed-image" alt={`Photo posted by ${by}`} sizes={FEED_PHOTO_SIZES} maxDensity={1.5} tapToLoad />
    );
  }
  if (file.mimeType === 'video/mp4') {
    // preload="none": nothing is downloaded until the person presses play.
    return <video className="feed-video" src={file.publicUrl} controls preload="none" aria-label={`Video posted by ${by}`} />;
  }
  return (
    <a className="feed-file-link" href={file.publicUrl} target="_blank" rel="noopener noreferrer">
      <ActionIcon d={ICON_PATHS.file} /> {file.name || 'Document'} <span className="muted">(PDF, {megabytes(file.size)})</span>
    </a>
  );
}

function ContentPreview({ content }: { content: SharedContent }) {
  return (
    <Link to={sharedContentPath(content)} className="feed-shared">
      {content.thumbnailFile?.publicUrl ? (
        <Picture
          image={content.thumbnailFile}
          className="feed-shared-thumb"
          alt=""
          sizes={THUMB_SIZES}
          width={160}
          height={90}
          saverWidth={160}
        />
      ) : (
        <span className={`feed-shared-thumb feed-shared-none feed-shared-${content.category.toLowerCase()}`} aria-hidden="true">
          {content.category === 'OpenLib' ? 'Open library' : content.category}
        </span>
      )}
      <span className="feed-shared-body">
        <span className="feed-shared-title">{content.title}</span>
        {content.description && <span className="feed-shared-text muted">{content.description}</span>}
        <span className="feed-shared-meta muted">
          {content.category === 'OpenLib' ? 'Open library' : content.category} · {fullName(content.owner)}
        </span>
      </span>
    </Link>
  );
}

function SessionPreview({ session }: { session: SharedSession }) {
  return (
    <Link to={`/session/${encodeURIComponent(session._id)}`} className="feed-shared">
      {session.thumbnailFile?.publicUrl ? (
        <Picture
          image={session.thumbnailFile}
          className="feed-shared-thumb"
          alt=""
          sizes={THUMB_SIZES}
          width={160}
          height={90}
          saverWidth={160}
        />
      ) : (
        <span className="feed-shared-thumb feed-shared-none feed-shared-session" aria-hidden="true">
          Session
        </span>
      )}
      <span className="feed-shared-body">
        <span className="feed-shared-title">{session.sessionTitle}</span>
        <span className="feed-shared-meta muted">
          {formatDateTime(session.startsAt)}
          {' · '}
          {formatPrice(session.price)}
          {session.presenterName ? ` · ${session.presenterName}` : ''}
        </span>
        {session.cancelled && <span className="badge">Cancelled</span>}
      </span>
    </Link>
  );
}

/** The words after the name: what happened. A share to specific people reads 'with you' to them
 * and 'with 2 people' to the sharer. */
function headline(item: FeedItem, meId: string | undefined): string {
  if (item.type === 'post') return '';
  const noun = itemNoun(item);
  const a = /^[aeiou]/.test(noun) ? 'an' : 'a';
  if (item.type === 'content') return `published a new ${noun}`;
  if (item.audience === 'users') {
    if (item.author._id !== meId) return `shared ${a} ${noun} with you`;
    return `shared ${a} ${noun} with ${item.recipients === 1 ? '1 person' : `${item.recipients} people`}`;
  }
  return `shared ${a} ${noun}`;
}

function PostOwnerActions({ post, moderation }: { post: FeedPost; moderation: boolean }) {
  const [remove, { isLoading: removing }] = useDeletePostMutation();
  const [pullDown, { isLoading: pulling }] = usePullDownPostMutation();
  const onDelete = async () => {
    if (!window.confirm('Delete this post? Its likes, comments and points go with it.')) return;
    try {
      const res = await remove(post._id).unwrap();
      notifySuccess(res.message ?? FEED_MSG.postDeleted);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  const onPullDown = async () => {
    if (!window.confirm('Pull down this post? Only its author and moderators will see it.')) return;
    try {
      await pullDown(post._id).unwrap();
      notifySuccess(FEED_MSG.pulledDownAlert);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  return (
    <span className="feed-card-manage">
      {moderation && post.canModerate && post.status === 'active' && (
        <button type="button" className="btn-link" onClick={onPullDown} disabled={pulling}>
          Pull Down
        </button>
      )}
      {post.mine && (
        <button type="button" className="btn-link" onClick={onDelete} disabled={removing}>
          Delete
        </button>
      )}
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
}: {
  item: FeedItem;
  onAction: (action: CardAction, item: FeedItem) => void;
  /** The moderation view shows 'Pull Down' (spec 000 §4). */
  moderation?: boolean;
  /** false: no Like / Comment / Send / Share row (the moderation list). */
  actions?: boolean;
}) {
  const [toggleLike] = useToggleFeedLikeMutation();
  const name = fullName(item.author);
  const role = displayCategory(item.author.usercategory);
  const me = useAppSelector(selectCurrentUser);
  const line = headline(item, me?._id);
  const shareable = item.target.kind !== 'post';
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
        {item.type === 'post' && <PostOwnerActions post={item} moderation={moderation} />}
      </header>

      {item.type === 'post' && (
        <div className="feed-card-body">
          {item.status === 'rejected' && <p className="badge feed-pulled">Pulled down: only you and moderators see this post</p>}
          <p className="feed-text">{item.postText}</p>
          {item.embedUrl && <EmbedPlayer embedUrl={item.embedUrl} title={`${item.postText.slice(0, 60)} (posted by ${name})`} />}
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

      <p className="feed-card-counts muted">
        {item.likes} {item.likes === 1 ? 'like' : 'likes'} · {item.comments} {item.comments === 1 ? 'comment' : 'comments'}
      </p>
      {actions && (
        <div className="feed-card-actions" role="group" aria-label={`Actions on ${name}'s ${itemNoun(item)}`}>
          <button type="button" className="feed-action" aria-pressed={item.likedByMe} onClick={() => void toggleLike(item.target)}>
            <ActionIcon d={HEART} filled={item.likedByMe} /> {item.likedByMe ? 'Liked' : 'Like'}
          </button>
          <button type="button" className="feed-action" onClick={() => onAction('comment', item)}>
            <ActionIcon d={ICON_PATHS.comment} /> Comment
          </button>
          <button type="button" className="feed-action" onClick={() => onAction('send', item)}>
            <ActionIcon d={ICON_PATHS.send} /> Send
          </button>
          {shareable && (
            <button type="button" className="feed-action" onClick={() => onAction('share', item)}>
              <ActionIcon d={ICON_PATHS.share} /> Share
            </button>
          )}
        </div>
      )}
    </article>
  );
}
