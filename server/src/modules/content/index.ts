import { contents } from '../../db/schema';
import { log } from '../../lib/log';
import { defineArea } from '../../platform/area';
import { contentTarget } from './content.target';
import { contentPolicy } from './content.policy';
import { contentRoutes } from './content.routes';
import { contentJobs } from './content.jobs';
import { forgetOwnerContent, hideForModeration, placeMisplacedFiles } from './content.service';

/** The library: videos, articles, books, courses, open-library links, images. */
export const area = defineArea({
  name: 'content',
  uses: ['comments', 'likes', 'ratings', 'users'],
  tables: ['contents', 'contentViews', 'contentTotals'],
  policy: contentPolicy,
  publishes: ['content.changed'],
  beforeCommit: {
    'user.deleted': (tx, event) => forgetOwnerContent(tx, event.data.userId),
    // A reported item hidden or removed in review, or shown again (issue 31).
    'moderation.hidden': async (tx, event) => {
      if (event.data.kind === 'content') await hideForModeration(tx, event.data.id, event.data.hidden !== null, event.actorId);
    },
  },
  targets: { content: contentTarget },
  router: contentRoutes,
  jobs: contentJobs,
  images: {
    contentThumbnail: { preset: 'photo', table: contents, id: contents.id, column: contents.thumbnail },
    // Photos (category Image) are their own picture; the column's other files are not images.
    contentPhoto: { preset: 'photo', table: contents, id: contents.id, column: contents.contentFile },
  },
  // Private items stored before private/ existed: their files leave the public addresses now.
  async prepare({ db, storage }) {
    const moved = await placeMisplacedFiles({ db, storage });
    if (moved) log.info(`moved the files of ${moved} content items to match their visibility`);
  },
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { contentOwners, contentTitles, countViews, publicItemsForSitemap } from './content.service';
