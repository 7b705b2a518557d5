// What every app shares as `react-router-dom`: only the parts of the router the apps use, taken from
// `react-router` (which `react-router-dom` re-exports whole). A shared module is never tree-shaken
// (its consumers are unknown at build time), so sharing the package itself shipped all of it
// (data routers, server rendering, cookies: 60 KiB gzip) to every page. sharing.js (beside it) fails the
// build of an app that imports a name missing here; a new name needs the host to ship first, since
// the host's copy is the one every remote gets.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
