import { useLocation, useNavigate } from 'react-router-dom';
import { CONTENT_MSG, type ContentItem, type LikeToggleResult } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { api } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { selectIsLoggedIn } from '../../../lib/session';
import { contentApi } from '../api';
import { translateMessage, useT } from '../../../i18n';

const likesApi = api.injectEndpoints({
  endpoints: (build) => ({
    toggleContentLike: build.mutation<{ data: LikeToggleResult }, string>({
      query: (id) => ({ url: 'like/', method: 'POST', body: { likedAbout: 'content', idOfLikedAbout: id } }),
      // Optimistic: the count moves at once and comes back if the server refuses.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          contentApi.util.updateQueryData('getContent', id, (draft) => {
            draft.likedByMe = !draft.likedByMe;
            draft.likes = Math.max(0, draft.likes + (draft.likedByMe ? 1 : -1));
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            contentApi.util.updateQueryData('getContent', id, (draft) => {
              draft.likedByMe = data.data.liked;
              draft.likes = data.data.likes;
            }),
          );
        } catch {
          patch.undo();
          notifyError(translateMessage(CONTENT_MSG.likeFailed));
        }
      },
    }),
  }),
});

/** Like / Unlike of a content item; guests are sent to sign in and brought back. */
export default function LikeButton({ item }: { item: ContentItem }) {
  const t = useT('content');
  const signedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [toggle, { isLoading }] = likesApi.useToggleContentLikeMutation();
  const onClick = () => {
    if (!signedIn) {
      navigate('/login', { state: { from: location.pathname } });
      return;
    }
    void toggle(item._id);
  };
  return (
    <button type="button" className="btn btn-outline content-like" aria-pressed={item.likedByMe} onClick={onClick} disabled={isLoading}>
      <span aria-hidden="true">{item.likedByMe ? '♥' : '♡'}</span> {item.likedByMe ? t('liked') : t('like')} · {item.likes}
    </button>
  );
}
