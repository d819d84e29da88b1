import type { ContentCategory } from '@delv/shared';

/*
 * Where a content item leads (spec 000 §2.1 "Link shapes from content cards", §2.11):
 * /{category lowercase}/{read|watch|open|course/review|link}/{id}. Articles go to the reader for
 * signed-in people and to the overview (with its sign-up call to action) for guests. The library's
 * cards and the feed's shared items both link so.
 */
export function contentPath(item: { _id: string; category: ContentCategory | string }, signedIn: boolean): string {
  const id = encodeURIComponent(item._id);
  switch (item.category) {
    case 'Article':
      return signedIn ? `/article/read/${id}` : `/article/overview/${id}`;
    case 'Video':
      return `/video/watch/${id}`;
    case 'Course':
      return `/course/review/${id}`;
    case 'Book':
      return `/book/open/${id}`;
    case 'OpenLib':
      return `/openlib/link/${id}`;
    default:
      return `/image/${id}`;
  }
}
