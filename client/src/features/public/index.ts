// The public pages' entry: the hero band other public pages in app/ use, with the styles.
import './public.css';

export { default as PublicHero } from './components/PublicHero';
