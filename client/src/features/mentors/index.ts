// The mentors feature's public entry (eslint delv/boundaries): the mentor parts of a profile page.
export { useListMentorsQuery, useMentorContentCountsQuery } from './api';
export { default as SchedulingLinkBanner } from './components/SchedulingLinkBanner';
export { default as MentorActions } from './components/MentorActions';
export { default as MentorBookingTab } from './components/MentorBookingTab';
export { default as MentorContentTab } from './components/MentorContentTab';
export { default as MentorReviewsTab } from './components/MentorReviewsTab';
export { default as MentorSummaryStats } from './components/MentorSummaryStats';
