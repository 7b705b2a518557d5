// The dialogs behind a safety menu, in a chunk of their own: they load when a person reaches for the menu.
export { ConfirmDialog } from '../components/confirm-dialog';
export { ReportDialog } from './report-dialog';
