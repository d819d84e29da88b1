/**
 * Company contact details and optional external links. The spec gives only placeholders
 * ({email}, {phone}); replace these with the real ones before launch.
 */
export const CONTACT = {
  email: 'hello@delv.africa',
  phone: '+256 700 000 000',
  address: 'Kampala, Uganda',
  /** English only: translated screens show the catalogue's words (shell: footer.hours). */
  hours: 'Available 24/7',
} as const;

/**
 * The footer's social links (spec 000 §2.6): Delv's own pages. Like CONTACT, placeholders to
 * replace with the real ones before launch. Network names are brands, the same in every language.
 */
export const SOCIAL_LINKS = [
  { network: 'Facebook', url: 'https://www.facebook.com/delvafrica' },
  { network: 'X', url: 'https://x.com/delvafrica' },
  { network: 'LinkedIn', url: 'https://www.linkedin.com/company/delvafrica' },
  { network: 'Instagram', url: 'https://www.instagram.com/delvafrica' },
  { network: 'YouTube', url: 'https://www.youtube.com/@delvafrica' },
] as const;

/**
 * The Browse menu's external career assessment and personal development plan (spec 000 §1).
 * The spec does not name the providers, so they are configured per deployment and the menu
 * leaves them out when unset rather than pointing at a made-up address.
 */
export const EXTERNAL_LINKS = {
  careerAssessment: import.meta.env.VITE_CAREER_ASSESSMENT_URL ?? '',
  developmentPlan: import.meta.env.VITE_DEVELOPMENT_PLAN_URL ?? '',
} as const;

type BrowseKey =
  | 'browse.careerGuidance'
  | 'browse.careerAssessment'
  | 'browse.developmentPlan'
  | 'browse.mentors'
  | 'browse.upskill'
  | 'browse.courses'
  | 'browse.groups';

/** Browse menu entries (spec 000 §1), shared by the top bar, mobile menu and footer. `label` is a
 * key of the shell catalogue (src/i18n/en.json). */
export function browseLinks(): { label: BrowseKey; to: string; external?: boolean }[] {
  const links: { label: BrowseKey; to: string; external?: boolean }[] = [{ label: 'browse.careerGuidance', to: '/careerguidance' }];
  if (EXTERNAL_LINKS.careerAssessment)
    links.push({ label: 'browse.careerAssessment', to: EXTERNAL_LINKS.careerAssessment, external: true });
  if (EXTERNAL_LINKS.developmentPlan) links.push({ label: 'browse.developmentPlan', to: EXTERNAL_LINKS.developmentPlan, external: true });
  links.push(
    { label: 'browse.mentors', to: '/mentors' },
    { label: 'browse.upskill', to: '/upskilling' },
    { label: 'browse.courses', to: '/courses' },
    { label: 'browse.groups', to: '/groups' },
  );
  return links;
}
