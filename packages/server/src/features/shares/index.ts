/** What other features may use of shares: the one way in (the linter refuses imports of its other files). */
export { SharesService } from './shares.service';
