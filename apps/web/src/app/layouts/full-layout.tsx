import { Outlet } from 'react-router';
import { useCurrentGuide } from '../use-current-guide.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './full-layout.module.css';

/** Header (guide branding, language, text size), the page, and the footer. */
export function FullLayout() {
  const bundle = useCurrentGuide();
  return (
    <div className={classes.shell}>
      <AppHeader bundle={bundle} />
      <main id="main" className={classes.main}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
