// The moderation feature's public part (issue 31): the "Report" action the pages put on posts,
// comments, content items, profiles and groups. Its screens (/moderation, /admin/audit) are routes.
export { default as ReportButton } from './components/ReportButton';
