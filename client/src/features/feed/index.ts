// The feed feature's public parts: what app/pages/feed composes into the feed page (with the side
// panels of other features). Its modals (points, feedback, invite a friend) load when opened, by import().
import './feed.css';

export { default as Drawer } from './components/Drawer';
export { default as FeedList } from './components/FeedList';
export { default as PostComposer } from './components/PostComposer';
export { fullName } from './links';
