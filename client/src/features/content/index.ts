// The content feature's public parts: the card other pages list library items with (it brings
// its styles), and the single-item screen app/pages composes with its reviews.
export { default as ContentCard } from './components/ContentCard';
