export { RateButton, type RateButtonProps } from './rate-button.tsx';
