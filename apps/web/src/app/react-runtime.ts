// React's runtime, evaluated in a task of its own before the libraries built on it (main.tsx).
import 'react';
import 'react-dom/client';
