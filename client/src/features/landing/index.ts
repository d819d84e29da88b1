// The landing feature's public parts: the landing page (app/pages composes it with other features)
// and the earn-points banner the career-guidance page shows too. The carousel, the explore tabs and
// the mailing-list modal load when shown, by import().
export { default as LandingPage } from './pages/LandingPage';
export { default as EarnPointsSlide } from './components/EarnPointsSlide';
