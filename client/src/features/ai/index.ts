// Ask AI's public entry: the button (with its dialog) other screens show.
export { default as AskAi } from './components/AskAi';
