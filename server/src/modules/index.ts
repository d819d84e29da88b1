/**
 * The one list of areas (modules/README.md). The app mounts their routers in this order (the
 * hottest first: every router before a route is walked on each of its requests), the job runner
 * takes their jobs and schedules, the start prepares each, and their in-transaction reactions and
 * image slots are installed as the list loads. Adding an area: its folder with its index.ts, and
 * one line here.
 */
import type { AnyArea } from '../platform/area';
import { installAreas } from '../platform/install';
import { area as affiliations } from './affiliations';
import { area as ai } from './ai';
import { area as auth } from './auth';
import { area as claims } from './claims';
import { area as comments } from './comments';
import { area as contact } from './contact';
import { area as content } from './content';
import { area as disciplines } from './disciplines';
import { area as feed } from './feed';
import { area as feedback } from './feedback';
import { area as follows } from './follows';
import { area as groups } from './groups';
import { area as insights } from './insights';
import { area as institutions } from './institutions';
import { area as invitations } from './invitations';
import { area as likes } from './likes';
import { area as mailingList } from './mailing-list';
import { area as mentors } from './mentors';
import { area as moderation } from './moderation';
import { area as notifications } from './notifications';
import { area as points } from './points';
import { area as posts } from './posts';
import { area as ratings } from './ratings';
import { area as requests } from './requests';
import { area as search } from './search';
import { area as seo } from './seo';
import { area as sessions } from './sessions';
import { area as shares } from './shares';
import { area as users } from './users';

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
  ai,
  groups,
  affiliations,
  notifications,
  insights,
  moderation,
  seo,
];

installAreas(areas);
