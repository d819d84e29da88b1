import { useT } from '../i18n';
import Picture, { type PictureImage } from './Picture';

type AvatarUser = { firstname: string; lastname: string; profilePicture?: PictureImage | null } | null;

// Colours all pass 4.5:1 contrast against white initials.
const COLOURS = ['#0b5cab', '#7a3e9d', '#b3261e', '#1b6e3a', '#8a4b00', '#00677f', '#5b4a9e', '#a0285f'];

/** A stable colour for a name, so the same person always gets the same circle. */
export function colourFor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (hash * 31 + name.charCodeAt(i)) >>> 0;
  return COLOURS[hash % COLOURS.length];
}

export function initialsOf(user: AvatarUser): string {
  if (!user) return '?';
  const first = user.firstname.trim().charAt(0);
  const last = user.lastname.trim().charAt(0);
  return (first + last).toUpperCase() || '?';
}

/** The person's picture, or a coloured circle with their initials when they have none. */
export default function Avatar({ user, size = 40 }: { user: AvatarUser; size?: number }) {
  const t = useT('shell');
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : t('avatar.unknown');
  const style = { width: size, height: size };
  if (user?.profilePicture?.publicUrl) {
    return (
      <Picture
        image={user.profilePicture}
        className="avatar"
        alt={name}
        sizes={`${size}px`}
        width={size}
        height={size}
        saverWidth={size}
        style={{ ...style, objectFit: 'cover' }}
      />
    );
  }
  return (
    <span
      className="avatar avatar-initials"
      role="img"
      aria-label={name}
      style={{ ...style, background: colourFor(name), fontSize: Math.max(10, Math.round(size * 0.4)) }}
    >
      <span aria-hidden="true">{initialsOf(user)}</span>
    </span>
  );
}
