// The search feature's public part: its screen is a route (pages/SearchPage); nothing else of it is
// shown elsewhere.
export {};
