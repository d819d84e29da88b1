/**
 * The one list of areas (modules/README.md). The app mounts their routers in this order (the
 * hottest first: every router before a route is walked on each of its requests), the job runner
 * takes their jobs and schedules, the start prepares each, and their in-transaction reactions and
 * image slots are installed as the list loads. Adding an area: its folder with its index.ts, and
 * one line here.
 */
import type { AnyArea } from './platform/area';
import { installAreas } from './platform/install';
import { area as affiliations } from './modules/affiliations';
import { area as ai } from './modules/ai';
import { area as auth } from './modules/auth';
import { area as claims } from './modules/claims';
import { area as comments } from './modules/comments';
import { area as contact } from './modules/contact';
import { area as content } from './modules/content';
import { area as disciplines } from './modules/disciplines';
import { area as feed } from './modules/feed';
import { area as feedback } from './modules/feedback';
import { area as follows } from './modules/follows';
import { area as groups } from './modules/groups';
import { area as insights } from './modules/insights';
import { area as institutions } from './modules/institutions';
import { area as invitations } from './modules/invitations';
import { area as likes } from './modules/likes';
import { area as mailingList } from './modules/mailing-list';
import { area as mentors } from './modules/mentors';
import { area as moderation } from './modules/moderation';
import { area as notifications } from './modules/notifications';
import { area as phones } from './modules/phones';
import { area as points } from './modules/points';
import { area as posts } from './modules/posts';
import { area as ratings } from './modules/ratings';
import { area as requests } from './modules/requests';
import { area as search } from './modules/search';
import { area as seo } from './modules/seo';
import { area as sessions } from './modules/sessions';
import { area as shares } from './modules/shares';
import { area as users } from './modules/users';
import { area as youth } from './modules/youth';

export const areas: readonly AnyArea[] = [
  feed,
  search,
  auth,
  institutions,
  follows,
  sessions,
  mentors,
  users,
  disciplines,
  content,
  comments,
  ratings,
  likes,
  points,
  posts,
  shares,
  feedback,
  mailingList,
  invitations,
  requests,
  contact,
  claims,
  phones,
  ai,
  groups,
  affiliations,
  notifications,
  insights,
  moderation,
  youth,
  seo,
];

installAreas(areas);
