import type { FeedContent, FeedPost, FeedShare, UserSummary } from '@delv/shared';

/** Feed items for tests, shaped as the server sends them (contract /tmp/contract-feed.md). */

export const mentor: UserSummary = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  firstname: 'David',
  lastname: 'Otieno',
  usercategory: ['mentor'],
  profilePicture: null,
};

export function makePost(n: number, over: Partial<FeedPost> = {}): FeedPost {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'post',
    createdAt: '2026-03-01T10:00:00.000Z',
    author: mentor,
    target: { kind: 'post', id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` },
    likes: 0,
    comments: 0,
    likedByMe: false,
    postText: `Post number ${n}`,
    link: '',
    embedUrl: '',
    attachment: null,
    status: 'active',
    can: { delete: false, moderate: false },
    ...over,
  };
}

export const article = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  title: 'How to build a data portfolio on a small budget',
  category: 'Article',
  description: 'Three projects that show employers you can work with data.',
  sourceLink: '',
  embedUrl: '',
  thumbnailFile: null,
  contentFile: { publicUrl: '/files/a.pdf', mimeType: 'application/pdf', width: null, height: null, variants: [] },
  owner: mentor,
};

export function makeContentItem(over: Partial<FeedContent> = {}): FeedContent {
  return {
    _id: article._id,
    type: 'content',
    createdAt: '2026-03-01T09:00:00.000Z',
    author: mentor,
    target: { kind: 'content', id: article._id },
    likes: 2,
    comments: 1,
    likedByMe: false,
    content: article,
    ...over,
  };
}

export function makeShare(over: Partial<FeedShare> = {}): FeedShare {
  return {
    _id: '00000000-0000-4000-8000-0000000000d1',
    type: 'share',
    createdAt: '2026-03-01T11:00:00.000Z',
    author: mentor,
    target: { kind: 'content', id: article._id },
    likes: 2,
    comments: 1,
    likedByMe: false,
    shareText: 'Hey, come check out this post.',
    sharedModel: 'Content',
    shared: article,
    sharedBy: mentor,
    sharedAt: '2026-03-01T11:00:00.000Z',
    audience: 'everyone',
    recipients: 0,
    ...over,
  };
}
