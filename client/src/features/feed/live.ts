/**
 * The feed's side of the live channel (lib/live.ts): likes, comments and removals patch the cached
 * cards in place; other people's new posts and shares are counted for the 'N new posts' button
 * instead of moving the list under the reader. Registered once a feed list is on screen (after its
 * first paint: FeedList), as the live stream itself starts after the first paint (app/SignedIn.tsx).
 */
import type { EventTarget as ItemTarget, FeedTarget } from '@delv/shared';
import { onLiveEvent } from '../../lib/live';
import { feedApi, patchTarget, removeFromFeed } from './api';
import { countUnseen } from './newItems';

const asFeedTarget = (t: ItemTarget) => t as FeedTarget;

onLiveEvent(['post.created', 'share.created'], (event, { me }) => {
  // My own show at once (put at the top from the answer).
  if (event.actorId !== me) countUnseen();
});

onLiveEvent('like.changed', (event, { dispatch, me }) => {
  const { target, liked, likes } = event.data;
  patchTarget(dispatch, asFeedTarget(target), (item) => {
    item.likes = likes;
    if (event.actorId === me) item.likedByMe = liked;
  });
});

onLiveEvent(['comment.created', 'comment.deleted'], (event, { dispatch, me }) => {
  const { target } = event.data;
  // This tab moved the count itself for its own comment.
  if (event.actorId !== me) {
    patchTarget(dispatch, asFeedTarget(target), (item) => {
      item.comments = Math.max(0, item.comments + (event.type === 'comment.created' ? 1 : -1));
    });
  }
  dispatch(feedApi.util.invalidateTags([{ type: 'Comments', id: target.id }]));
});

onLiveEvent('post.changed', (event, { dispatch }) => {
  const { postId, status } = event.data;
  if (status === 'deleted') {
    removeFromFeed(dispatch, postId);
    return;
  }
  patchTarget(dispatch, { kind: 'post', id: postId }, (item) => {
    if (item.type === 'post') item.status = status;
  });
  dispatch(feedApi.util.invalidateTags([{ type: 'Feed', id: 'MODERATION' }]));
});
