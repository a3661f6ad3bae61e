export { GuidePage as Component } from './guide-page.tsx';
