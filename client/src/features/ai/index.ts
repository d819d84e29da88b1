// Ask AI's public part: the button (with its dialog) the feed's side panel shows.
export { default as AskAi } from './components/AskAi';
