// Augmented reality, used by other features: the 3D model view (the panel previews models with it).
export { loadModelViewer, ModelView } from './model-view.tsx';
