/** Differences between the app's federation `exposes` (in `dir`/webpack.config.js) and the remotes contract. */
export function exposesAgainstContract(dir: string): string[];
