/**
 * Company contact details and optional external links. The spec gives only placeholders
 * ({email}, {phone}); replace these with the real ones before launch.
 */
export const CONTACT = {
  email: 'hello@delv.africa',
  phone: '+256 700 000 000',
  address: 'Kampala, Uganda',
  hours: 'Available 24/7',
} as const;

/**
 * The Browse menu's external career assessment and personal development plan (spec 000 §1).
 * The spec does not name the providers, so they are configured per deployment and the menu
 * leaves them out when unset rather than pointing at a made-up address.
 */
export const EXTERNAL_LINKS = {
  careerAssessment: import.meta.env.VITE_CAREER_ASSESSMENT_URL ?? '',
  developmentPlan: import.meta.env.VITE_DEVELOPMENT_PLAN_URL ?? '',
} as const;

/** Browse menu entries (spec 000 §1), shared by the top bar, mobile menu and footer. */
export function browseLinks(): { label: string; to: string; external?: boolean }[] {
  const links: { label: string; to: string; external?: boolean }[] = [
    { label: 'Career guidance', to: '/careerguidance' },
  ];
  if (EXTERNAL_LINKS.careerAssessment) links.push({ label: 'Career assessment', to: EXTERNAL_LINKS.careerAssessment, external: true });
  if (EXTERNAL_LINKS.developmentPlan) links.push({ label: 'Personal development plan', to: EXTERNAL_LINKS.developmentPlan, external: true });
  links.push(
    { label: 'Mentors', to: '/mentors' },
    { label: 'Upskill', to: '/upskilling' },
    { label: 'Courses', to: '/courses' },
    { label: 'Peers, communities and groups', to: '/groups' },
  );
  return links;
}
