import { Suspense } from 'react';
import type { Institution } from '@delv/shared';
import { useAppDispatch } from '../../../lib/hooks';
import type { ReviewParts } from '../../../components/slots';
import { useT } from '../../../i18n';
import { institutionsApi } from '../api';

/** Leave a Review of an institution (the reviews feature's form); on close its average is asked for again (the card and the home show it). */
export default function ReviewInstitutionModal({
  institution,
  onClose,
  ReviewModal,
}: {
  institution: Institution;
  onClose: () => void;
  ReviewModal: ReviewParts['Modal'];
}) {
  const t = useT('institutions');
  const dispatch = useAppDispatch();
  return (
    <Suspense fallback={null}>
      <ReviewModal
        open
        about="institution"
        id={institution._id}
        title={t('reviewTitle', { name: institution.institutionName })}
        onClose={() => {
          dispatch(
            institutionsApi.util.invalidateTags([
              { type: 'Institution', id: institution._id },
              { type: 'Institution', id: 'LIST' },
            ]),
          );
          onClose();
        }}
      />
    </Suspense>
  );
}
