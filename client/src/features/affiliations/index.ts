// The affiliations feature's public entry (other features import only this, api.ts or a lazy import()).
// Its modals (Invite Mentor, Create Mentor, Send Survey) are loaded when opened:
// `import('../../affiliations/components/CreateMentorModal')`.
export { default as MentorCards } from './components/MentorCards';
export { default as PendingInvitations } from './components/PendingInvitations';
export { default as MemberInvitations } from './components/MemberInvitations';
export { useInstitutionMentorsQuery, useMyInvitationsQuery } from './api';
