import { useAppSelector } from '../../lib/hooks';
import { selectCurrentUser } from '../../lib/session';
import { useGetInstitutionQuery } from './api';

/** The institution the signed-in account administers (spec 001 §4: 'the institution of the current admin'). */
export function useMyInstitution() {
  const me = useAppSelector(selectCurrentUser);
  const id = me?.institutionId ?? null;
  const query = useGetInstitutionQuery(id ?? '', { skip: !id });
  return { id, me, ...query };
}
