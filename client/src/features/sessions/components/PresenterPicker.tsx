import { SelectField } from '../../../components/form';
import { useT } from '../../../i18n';
import { useListSpeakersQuery } from '../api';

/**
 * Institutions pick the presenter among their affiliated mentors (spec 001 §5, §6); the server
 * checks too. Loaded by CreateSessionForm for institutions only (a mentor presents their own).
 */
export default function PresenterPicker({ institutionId }: { institutionId: string }) {
  const t = useT('sessions');
  const { data, isFetching } = useListSpeakersQuery(institutionId, { skip: !institutionId });
  const options = (data?.data ?? []).map((m) => ({ value: m._id, label: `${m.firstname} ${m.lastname}`.trim() }));
  return (
    <SelectField
      name="presenterId"
      label={t('form.speaker')}
      options={options}
      placeholder={
        isFetching && !data ? t('form.loadingMentors') : data?.count === 0 ? t('form.noAffiliatedMentors') : t('form.chooseMentor')
      }
    />
  );
}
