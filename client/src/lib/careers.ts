/*
 * The top careers and top skills tiles (spec 000 §2.7: the landing page; the upskilling page). Each tile opens the page
 * of its course category (/courses/{category}), where the courses of that category are listed;
 * a tile whose category has no public course is not shown (features/landing/components/CareerGrids.tsx).
 * The old tiles linked to /course/view/{name}, which lists the UNITS of a course with that exact
 * title, so they all opened empty; the category page is what the tile meant. Two tiles' labels
 * differ from the upload form's course categories, so they map to the nearest one.
 */
import { COURSE_CATEGORIES } from '@delv/shared';
import type { KeyOf } from '../i18n';

export interface CareerTile {
  /** English name (the list's key; the words shown come from the catalogue, labelKey). */
  label: string;
  labelKey: KeyOf<'landing'>;
  /** One of COURSE_CATEGORIES. */
  category: string;
  /** Two-colour gradient of the tile (no picture to download). */
  colours: [string, string];
}

export const TOP_CAREERS: CareerTile[] = [
  { label: 'Devops Engineer', labelKey: 'tile.devops', category: 'Devops Engineer', colours: ['#0b5cab', '#063566'] },
  { label: 'Cloud Architect', labelKey: 'tile.cloud', category: 'Cloud Architect', colours: ['#00677f', '#003c4a'] },
  { label: 'Data Scientist', labelKey: 'tile.dataScientist', category: 'Data Scientist', colours: ['#7a3e9d', '#3b1f5c'] },
  { label: 'Financial Analyst', labelKey: 'tile.financialAnalyst', category: 'Financial Analyst', colours: ['#1b6e3a', '#0d3f20'] },
  { label: 'Scrum Master', labelKey: 'tile.scrumMaster', category: 'Scrum Master', colours: ['#8a4b00', '#4d2a00'] },
  { label: 'Cyber Security', labelKey: 'tile.cyberSecurity', category: 'Cyber Security', colours: ['#b3261e', '#5e1410'] },
  { label: 'Product Manager', labelKey: 'tile.productManager', category: 'Product Manager', colours: ['#5b4a9e', '#2e2551'] },
  { label: 'UX Designer', labelKey: 'tile.uxDesigner', category: 'Design', colours: ['#a0285f', '#551433'] },
];

export const TOP_SKILLS: CareerTile[] = [
  { label: 'Writing', labelKey: 'tile.writing', category: 'Writing', colours: ['#00677f', '#003c4a'] },
  { label: 'Business', labelKey: 'tile.business', category: 'Business', colours: ['#1b6e3a', '#0d3f20'] },
  { label: 'Photo Film', labelKey: 'tile.photoFilm', category: 'Photo & Film', colours: ['#8a4b00', '#4d2a00'] },
  { label: 'IT & Software', labelKey: 'tile.itSoftware', category: 'IT & Software', colours: ['#0b5cab', '#063566'] },
  { label: 'Public Speaking', labelKey: 'tile.publicSpeaking', category: 'Public Speaking', colours: ['#b3261e', '#5e1410'] },
  { label: 'Design', labelKey: 'tile.design', category: 'Design', colours: ['#a0285f', '#551433'] },
  { label: 'Animation', labelKey: 'tile.animation', category: 'Animation', colours: ['#5b4a9e', '#2e2551'] },
  { label: 'Illustration', labelKey: 'tile.illustration', category: 'Illustration', colours: ['#7a3e9d', '#3b1f5c'] },
];

export const categoryPath = (category: string) => `/courses/${encodeURIComponent(category)}`;

const comparable = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The course category a name means: a tile's label (the old tiles' /course/view/{name} links, spec
 * 000 §2.7, still arrive from bookmarks) or a category itself, in any case or punctuation
 * ('photo film'); null for anything else (a course title).
 */
export function courseCategoryOf(name: string): string | null {
  const wanted = comparable(name);
  if (!wanted) return null;
  const tile = [...TOP_CAREERS, ...TOP_SKILLS].find((t) => comparable(t.label) === wanted);
  return tile?.category ?? COURSE_CATEGORIES.find((c) => comparable(c) === wanted) ?? null;
}
