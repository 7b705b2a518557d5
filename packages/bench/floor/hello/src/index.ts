// An async boundary, as in the app's remotes.
import('./bootstrap');
