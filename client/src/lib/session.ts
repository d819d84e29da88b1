import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@delv/shared';
import { roleOf } from '@delv/shared';

/** The signed-in session: the only persisted part of the store (spec 001 §4). */
export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  loggedIn: boolean;
}

const initialState: SessionState = { token: null, user: null, loggedIn: false };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; user: CurrentUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.loggedIn = true;
    },
    /** A fresh copy of the user after a profile, photo or interests change. */
    userUpdated(state, action: PayloadAction<CurrentUser>) {
      // Age and consent come with sign-in and the profile only: an answer without them keeps them.
      state.user = { ...action.payload, youth: action.payload.youth ?? state.user?.youth };
    },
    loggedOut() {
      return initialState;
    },
    expired() {
      return initialState;
    },
  },
});

export const { loggedIn, userUpdated, loggedOut, expired } = sessionSlice.actions;
export default sessionSlice.reducer;

type WithSession = { session: SessionState };
export const selectToken = (s: WithSession) => s.session.token;
export const selectCurrentUser = (s: WithSession) => s.session.user;
export const selectIsLoggedIn = (s: WithSession) => Boolean(s.session.token && s.session.user);
export const selectRole = (s: WithSession) => (s.session.user ? roleOf(s.session.user.usercategory) : null);
export const selectIsAdmin = (s: WithSession) => Boolean(s.session.user?.roles.includes('admin'));
/** Claim reviewers and admins review claims (spec 001 §6). */
export const selectIsReviewer = (s: WithSession) => Boolean(s.session.user?.roles.some((r) => r === 'admin' || r === 'claimReviewer'));
/** Moderators and admins work the review queue (issue 31). */
export const selectIsModerator = (s: WithSession) => Boolean(s.session.user?.roles.some((r) => r === 'admin' || r === 'moderator'));
