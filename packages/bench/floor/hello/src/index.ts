// An async boundary, as in the app's remotes (nothing waits for it).
void import('./bootstrap');
