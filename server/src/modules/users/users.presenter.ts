import { isLanguage, type CurrentUser, type PublicUser, type SystemRole, type UserSummary } from '@delv/shared';
import type { UserRow } from '../../db/schema';
import { toImageRef } from '../../lib/images';

export interface UserCounts {
  followersCount: number;
  followingCount: number;
}

const picture = (row: Pick<UserRow, 'profilePicture'>) => toImageRef(row.profilePicture);

/** The one place a user row becomes JSON; e-mail, hashes, token version and roles stay inside. */
/** A card's person; an institution account's card (from user_cards) names its institution. */
export function toUserSummary(
  row: Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'usercategory' | 'profilePicture'> & {
    institutionId?: string | null;
    institutionName?: string | null;
  },
): UserSummary {
  return {
    _id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    usercategory: row.usercategory,
    profilePicture: picture(row),
    ...(row.institutionId ? { institution: { _id: row.institutionId, institutionName: row.institutionName ?? '' } } : {}),
  };
}

export function toPublicUser(row: UserRow, counts: UserCounts, isFollowing?: boolean): PublicUser {
  return {
    ...toUserSummary(row),
    // Only its owner and staff read a hidden profile: their notice (issue 31).
    ...(row.hiddenAt && { hiddenByModerator: true as const }),
    country: row.country,
    about: row.about,
    bio: row.bio,
    qualification: row.qualification,
    experience: row.experience,
    education: row.education,
    interests: row.interests,
    calendly: row.calendly,
    linkedIn: row.linkedIn,
    twitter: row.twitter,
    website: row.website,
    facebook: row.facebook,
    avgRating: row.avgRating,
    views: row.views,
    followersCount: counts.followersCount,
    followingCount: counts.followingCount,
    createdAt: row.createdAt.toISOString(),
    ...(isFollowing === undefined ? {} : { isFollowing }),
  };
}

export function toCurrentUser(row: UserRow, counts: UserCounts, institutionId: string | null): CurrentUser {
  return {
    ...toPublicUser(row, counts),
    email: row.email,
    confirmed: row.confirmed,
    roles: row.roles as SystemRole[],
    modifiedAt: row.modifiedAt.toISOString(),
    institutionId,
    language: isLanguage(row.language) ? row.language : 'en',
  };
}
