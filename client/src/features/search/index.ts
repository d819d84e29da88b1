// What other features may use from search: the landing page's hero box and the results path.
export { default as HeroSearch } from './components/HeroSearch';
export { searchPath } from './params';
