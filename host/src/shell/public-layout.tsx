import { Outlet } from 'react-router-dom';
import { Footer } from './footer';

/** Signed-out pages: no navigation, just the page and the footer. */
export function PublicLayout() {
  return (
    <div className="shell">
      <div className="shell-main">
        <Outlet />
      </div>
      <Footer />
    </div>
  );
}
