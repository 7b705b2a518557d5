// An async boundary, so shared singletons are negotiated before any of them is used. Nothing waits
// for it: a start that fails has nothing to fall back to, and shows as an unhandled rejection.
void import('./bootstrap');
