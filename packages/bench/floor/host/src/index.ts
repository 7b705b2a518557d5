// An async boundary, as in the app's host (nothing waits for it).
void import('./bootstrap');
