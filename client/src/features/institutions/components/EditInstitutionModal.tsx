import type { Institution } from '@delv/shared';
import Modal from '../../../components/Modal';
import { useMessages, useT } from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateInstitutionMutation, useUploadInstitutionPictureMutation } from '../api';
import InstitutionForm from './InstitutionForm';

/** Edit Profile (spec 001 §5 'Institution profile (update)'); loaded when opened (formik). */
export default function EditInstitutionModal({ institution, onClose }: { institution: Institution; onClose: () => void }) {
  const t = useT('institutions');
  const tm = useMessages('INSTITUTION_MSG');
  const [update] = useUpdateInstitutionMutation();
  const [upload] = useUploadInstitutionPictureMutation();
  return (
    <Modal open title={t('about.editTitle')} onClose={onClose}>
      <InstitutionForm
        institution={institution}
        submitLabel={t('about.save')}
        busyLabel={t('about.saving')}
        actions={
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('cancel')}
          </button>
        }
        onSubmit={async (result) => {
          if (result.mode !== 'update') return;
          const res = await update({ id: institution._id, body: result.body }).unwrap();
          if (result.picture) await upload({ id: institution._id, file: result.picture }).unwrap();
          notifySuccess(tm(res.message));
          onClose();
        }}
      />
    </Modal>
  );
}
