/** Differences between the app's federation `exposes` (in `dir`/webpack.config.js) and the remotes contract. */
export function exposesAgainstContract(dir: string): string[];
/** Why the app's exposed modules' exports do not match the contract (missing, not a component, other props). */
export function propsAgainstContract(dir: string): string[];
