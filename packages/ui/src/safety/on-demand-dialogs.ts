import { preloadable } from '../components/preloadable';
import type { ConfirmDialogProps } from '../components/confirm-dialog';
import type { ReportDialogProps } from './report-dialog';

const loadDialogs = () => import('./safety-dialogs');

/** The report dialog, loaded on demand. */
export const ReportDialogOnDemand = preloadable<ReportDialogProps>(() => loadDialogs().then((m) => m.ReportDialog));

/** The block confirmation, loaded on demand. */
export const ConfirmDialogOnDemand = preloadable<ConfirmDialogProps>(() => loadDialogs().then((m) => m.ConfirmDialog));

/**
 * Starts loading the safety dialogs (on the first hover or focus of a menu's button, so they are
 * there by the time an item is chosen); resolves when both can render at once.
 */
export function preloadSafetyDialogs(): Promise<unknown> {
  return Promise.all([ReportDialogOnDemand.preload(), ConfirmDialogOnDemand.preload()]);
}
