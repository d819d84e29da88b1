// Its own module so the router's lazy import has a default export; the screen is ModerationPage's queue.
export { LocalModerationPage as default } from './ModerationPage';
