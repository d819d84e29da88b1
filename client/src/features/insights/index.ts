// The insights feature's public part (issue 34): its two screens are routes (pages/), each bringing
// the words it shows with its code.
export {};
