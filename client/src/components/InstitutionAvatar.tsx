import type { Institution } from '@delv/shared';
import Avatar from './Avatar';

/** The institution's picture, or a circle with the initials of its name (spec 001 §2: generated avatar). */
export default function InstitutionAvatar({
  institution,
  size = 48,
}: {
  institution: Pick<Institution, 'institutionName' | 'profilePicture'>;
  size?: number;
}) {
  const [first = '', ...rest] = institution.institutionName.trim().split(/\s+/);
  return <Avatar user={{ firstname: first, lastname: rest.join(' '), profilePicture: institution.profilePicture }} size={size} />;
}
