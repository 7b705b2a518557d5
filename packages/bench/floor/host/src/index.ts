// An async boundary, as in the app's host.
import('./bootstrap');
