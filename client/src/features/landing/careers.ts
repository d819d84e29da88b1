/*
 * The landing page's top careers and top skills grids (spec 000 §2.7). Each tile opens the page
 * of its course category (/courses/{category}), where the courses of that category are listed.
 * The old tiles linked to /course/view/{name}, which lists the UNITS of a course with that exact
 * title, so they all opened empty; the category page is what the tile meant. Two tiles' labels
 * differ from the upload form's course categories, so they map to the nearest one.
 */
export interface CareerTile {
  label: string;
  /** One of COURSE_CATEGORIES. */
  category: string;
  /** Two-colour gradient of the tile (no picture to download). */
  colours: [string, string];
}

export const TOP_CAREERS: CareerTile[] = [
  { label: 'Devops Engineer', category: 'Devops Engineer', colours: ['#0b5cab', '#063566'] },
  { label: 'Cloud Architect', category: 'Cloud Architect', colours: ['#00677f', '#003c4a'] },
  { label: 'Data Scientist', category: 'Data Scientist', colours: ['#7a3e9d', '#3b1f5c'] },
  { label: 'Financial Analyst', category: 'Financial Analyst', colours: ['#1b6e3a', '#0d3f20'] },
  { label: 'Scrum Master', category: 'Scrum Master', colours: ['#8a4b00', '#4d2a00'] },
  { label: 'Cyber Security', category: 'Cyber Security', colours: ['#b3261e', '#5e1410'] },
  { label: 'Product Manager', category: 'Product Manager', colours: ['#5b4a9e', '#2e2551'] },
  { label: 'UX Designer', category: 'Design', colours: ['#a0285f', '#551433'] },
];

export const TOP_SKILLS: CareerTile[] = [
  { label: 'Writing', category: 'Writing', colours: ['#00677f', '#003c4a'] },
  { label: 'Business', category: 'Business', colours: ['#1b6e3a', '#0d3f20'] },
  { label: 'Photo Film', category: 'Photo & Film', colours: ['#8a4b00', '#4d2a00'] },
  { label: 'IT & Software', category: 'IT & Software', colours: ['#0b5cab', '#063566'] },
  { label: 'Public Speaking', category: 'Public Speaking', colours: ['#b3261e', '#5e1410'] },
  { label: 'Design', category: 'Design', colours: ['#a0285f', '#551433'] },
  { label: 'Animation', category: 'Animation', colours: ['#5b4a9e', '#2e2551'] },
  { label: 'Illustration', category: 'Illustration', colours: ['#7a3e9d', '#3b1f5c'] },
];

export const categoryPath = (category: string) => `/courses/${encodeURIComponent(category)}`;
