// The invitations feature's public part: its screen is a route (pages/InvitationPage); nothing else
// of it is shown elsewhere.
export {};
