/**
 * A group invitation followed by someone without an account yet (spec 001 §4): the invitation
 * page remembers the group, sign-up and the confirmation happen, and the first sign-in after it
 * leads to the group, which lets them in (POST /invitation/group/:id/accept). Kept on this device
 * only; the server checks the invitation was sent to the account's address.
 */
const KEY = 'delv.groupInvitation';

export function rememberGroupInvitation(groupId: string): void {
  try {
    window.localStorage.setItem(KEY, groupId);
  } catch {
    // storage blocked: the person can follow the mailed link again after signing up
  }
}

export function pendingGroupInvitation(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetGroupInvitation(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The chat room address that accepts the invitation on arrival. */
export const invitedGroupPath = (groupId: string) => `/ChatRoom/${encodeURIComponent(groupId)}?invitation=1`;
