// The landing feature's public entry: the landing page (app/pages composes it) and parts other
// public pages reuse. The carousel and the mailing-list modal load when shown:
// `import('../../features/landing/components/SlideCarousel')`.
export { default as LandingPage } from './pages/LandingPage';
export { default as EarnPointsSlide } from './components/EarnPointsSlide';
