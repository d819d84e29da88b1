// The insights feature's public entry (issue 34): the words its pages show (the router loads its
// two pages lazily, each with these words).
export const INSIGHTS_WORDS = ['insights', 'messages.INSIGHTS_MSG'];
