// The affiliations feature's public parts (what app/pages may compose; eslint delv/boundaries lets
// app/ take only what this file names, by its own path or through here). Its modals (Invite Mentor,
// Create Mentor, Import Members, Send Survey) load when opened, by import().
export { default as MentorCards } from './components/MentorCards';
export { default as PendingInvitations } from './components/PendingInvitations';
export { default as MemberInvitations } from './components/MemberInvitations';
export { useInstitutionMentorsQuery, useMyInvitationsQuery } from './api';
