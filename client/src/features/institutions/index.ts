// The institutions feature's public entry: the parts of an institution's pages that app/pages
// composes with other features (app/ imports each part's own module, so a page downloads only
// the parts it shows), and the hooks other screens use.
import './institutions.css';

export { useGetInstitutionQuery, useListInstitutionsQuery } from './api';
export { useMyInstitution } from './myInstitution';
export { default as AdminFrame } from './components/AdminFrame';
export { default as ClampedText } from './components/ClampedText';
export { default as ContactLink } from './components/ContactLink';
export { default as FollowInstitutionButton } from './components/FollowInstitutionButton';
export { default as InstitutionDetails } from './components/InstitutionDetails';
export { default as ReviewInstitutionModal } from './components/ReviewInstitutionModal';
export { LibraryList, LatestVideo, MembersSection, PostsSection, ownerOf, useLibraryCounts } from './components/Sections';
