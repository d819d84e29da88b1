// The mentors feature's public parts: the mentor parts of a profile page, the booking calendar and
// the directory (app/pages composes them with sessions and reviews).
import './mentors.css';

export { useListMentorsQuery, useMentorContentCountsQuery } from './api';
export { default as SchedulingLinkBanner } from './components/SchedulingLinkBanner';
export { default as MentorActions } from './components/MentorActions';
export { default as MentorBookingTab } from './components/MentorBookingTab';
export { default as MentorContentTab } from './components/MentorContentTab';
export { default as MentorReviewsTab } from './components/MentorReviewsTab';
export { default as MentorSummaryStats } from './components/MentorSummaryStats';
export { default as CalendarFrame } from './components/CalendarFrame';
export { isSchedulingLink } from './scheduling';
