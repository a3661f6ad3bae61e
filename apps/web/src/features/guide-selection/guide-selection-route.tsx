export { GuideSelectionPage as Component } from './guide-selection-page.tsx';
