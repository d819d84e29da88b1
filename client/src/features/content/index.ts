// The content feature's public entry (eslint delv/boundaries): the card, with the styles it needs.
import './content.css';
export { default as ContentCard } from './components/ContentCard';
