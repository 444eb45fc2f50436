/** /client/home is the server-driven landing page (src/client/landing), rendered from the caller's published page. */
export { LandingHomePage as HomePage } from '../../landing/LandingHomePage';
