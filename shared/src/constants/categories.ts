/** Individual categories offered at sign-up (spec 000 §5). The first entry of a user's
 * `usercategory` list decides the role; the last is the title shown under the name. */
export const USER_CATEGORIES = ['student', 'graduate', 'employee', 'mentor', 'trainer'] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];
/** The categories of learners, who give a date of birth (mentors, trainers and institutions are adults' accounts;
 * issue 32). Here, not in youth.ts, so the sign-up form does not carry the young learners' texts. */
export const LEARNER_CATEGORIES: readonly string[] = ['student', 'graduate', 'employee'];
export const INSTITUTION_CATEGORY = 'institution' as const;
/** Profile form offers institution too (spec 000 §5 "Account profile form"). */
export const PROFILE_CATEGORIES = [...USER_CATEGORIES, INSTITUTION_CATEGORY] as const;

export const CATEGORY_LABELS: Record<string, string> = {
  student: 'Student',
  graduate: 'Graduate',
  employee: 'Employed',
  mentor: 'Mentor',
  trainer: 'Trainer',
  institution: 'Institution',
};

export type Role = 'mentor' | 'institution' | 'learner';

/** First category decides the role (spec 000 §3, 001 §6). */
export function roleOf(usercategory: readonly string[] | undefined | null): Role {
  const first = usercategory?.[0];
  if (first === 'mentor') return 'mentor';
  if (first === INSTITUTION_CATEGORY) return 'institution';
  return 'learner';
}

/** The last category is the displayed title. */
export function displayCategory(usercategory: readonly string[] | undefined | null): string {
  const last = usercategory?.[usercategory.length - 1];
  return last ? (CATEGORY_LABELS[last] ?? last) : '';
}

/** Platform-wide roles granted by ADMIN_EMAILS or `npm run admin -- grant <email>`. */
/** safeguardingLead (issue 32): the platform's lead, who gets young people's concerns first. */
export const SYSTEM_ROLES = ['admin', 'claimReviewer', 'moderator', 'safeguardingLead'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

/** Institution types in the update form (spec 000 §9, 001 §5). */
export const INSTITUTION_TYPES = [
  'Higher Education',
  'Education / Learning',
  'Finance',
  'Manufacturing',
  'Commerce / trade',
  'Distribution',
  'Information Technology',
  'Health care / Medicine',
  'Construction',
  'Media',
  'Banking',
  'Social Entreprise',
  'Other',
] as const;

/** Registration and profile creation add these (spec 001 §5 "Institution profile creation"). */
export const INSTITUTION_INDUSTRIES = [
  'Higher Education',
  'Education / Learning',
  'Finance',
  'Manufacturing',
  'Commerce / trade',
  'Distribution',
  'Information Technology',
  'Health care / Medicine',
  'Construction',
  'Media',
  'Banking',
  'Social Entreprise',
  'Financial services',
  'Agriculture',
  'Human Ressources',
  'Consulting',
  'Government',
  'Development sector',
  'Philantropy',
  'Other',
] as const;

/** Course categories for upload (spec 000 §5). */
export const COURSE_CATEGORIES = [
  'Cloud Architect',
  'Devops Engineer',
  'Data Scientist',
  'Financial Analyst',
  'Scrum Master',
  'Cyber Security',
  'Product Manager',
  'Writing',
  'IT & Software',
  'Animation',
  'Design',
  'Public Speaking',
  'Illustration',
  'Business',
  'Photo & Film',
] as const;

export const CONTENT_CATEGORIES = ['Video', 'Article', 'Image', 'Photo', 'Course', 'Book', 'OpenLib'] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

/** Landing page grids (spec 000 §2.7). */
export const TOP_CAREERS = [
  'Devops Engineer',
  'Cloud Architect',
  'Data Scientist',
  'Financial Analyst',
  'Scrum Master',
  'Cyber Security',
  'Product Manager',
  'UX Designer',
] as const;
export const TOP_SKILLS = [
  'Writing',
  'Business',
  'Photo Film',
  'IT & Software',
  'Public Speaking',
  'Design',
  'Animation',
  'Illustration',
] as const;
