/** The chunk behind the mutual-fund routes (one lazy import for all six pages). */
export { CompareFundsPage } from './pages/CompareFundsPage';
export { EtfCornerPage } from './pages/EtfCornerPage';
export { MutualFundSwpPage } from './pages/MutualFundSwpPage';
export { PortfolioOverlapPage } from './pages/PortfolioOverlapPage';
export { RollingVsBenchmarkPage, RollingVsCategoryPage } from './pages/RollingReturnsPage';
