import InstitutionsPage from '../../../features/institutions/pages/InstitutionsPage';
import { ReviewModal } from '../reviewForm';

/** /institutions: the list, whose Leave a Review opens the reviews feature's form. */
export default function InstitutionsListPage() {
  return <InstitutionsPage ReviewModal={ReviewModal} />;
}
