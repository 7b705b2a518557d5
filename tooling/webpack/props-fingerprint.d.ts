/** A module an app exposes: its federated id, the file `exposes` names and the contract's export name. */
export interface ExposedModule {
  id: string;
  file: string;
  exportName: string;
}

/** Each prop of a module by name: `?` first when optional, then the hash of its type's structure. */
export type PropsFingerprint = Record<string, string>;

/**
 * The props fingerprint of every module in the contract by federated id, and why each exposed module's
 * export does not match the contract (missing, not a component, other props).
 */
export function propsFingerprints(options?: { exposed?: ExposedModule[]; contract?: string }): {
  fingerprints: Record<string, PropsFingerprint>;
  problems: string[];
};
