/** One remote's entry in the live map, as `GET /api/admin/remotes` answers it. */
export interface RemoteEntry {
  name: string;
  live: { version: string | null; manifestUrl: string; deployedAt: string | null; deployedBy: string | null };
  canary: null | { version: string | null; manifestUrl: string; percent: number };
  history: { version: string | null; action: string; deployedAt: string; deployedBy: string }[];
}

/** One release as `GET /api/admin/releases/{name}` answers it (state: what retention does with it). */
export interface ReleaseEntry {
  version: string;
  state: string;
  sizeBytes: number | null;
  createdAt: string;
  lastFetchedAt: string | null;
}

/** A preview link as `POST /api/admin/previews/{name}` answers it. */
export interface PreviewLink {
  app: string;
  version: string;
  token: string;
  url: string;
  expiresAt: string;
}

/** A refusal of the deploy API: its status, code, message and (for invalid_remote) one reason each. */
export class DeployApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}

/** The deploy API of one server, called with a deploy token (or an admin's ID token). */
export class AdminApi {
  constructor(
    private readonly server: string,
    private readonly token: string,
  ) {}

  /** Uploads a release; true when it was new (201), false when the same bytes were already stored (200). */
  async publishRelease(name: string, version: string, tarball: Uint8Array<ArrayBuffer>): Promise<boolean> {
    const response = await this.call(
      'PUT',
      `/api/admin/releases/${name}/${encodeURIComponent(version)}`,
      { 'content-type': 'application/gzip' },
      tarball,
    );
    return response.status === 201;
  }

  /** The live map and its etag. */
  async remotes(): Promise<{ etag: string; remotes: RemoteEntry[] }> {
    const response = await this.call('GET', '/api/admin/remotes');
    const body = (await response.json()) as { remotes: RemoteEntry[] };
    return { etag: response.headers.get('etag') ?? '', remotes: body.remotes };
  }

  /** Makes a release live (or a canary for `percent` of people) if the map is still at `etag`. */
  async setLive(name: string, etag: string, target: { version: string; percent?: number }): Promise<RemoteEntry> {
    const response = await this.call(
      'PUT',
      `/api/admin/remotes/${name}`,
      { 'content-type': 'application/json', 'if-match': etag },
      JSON.stringify(target),
    );
    return ((await response.json()) as { remote: RemoteEntry }).remote;
  }

  /** The remote's releases, newest first. */
  async releases(name: string): Promise<ReleaseEntry[]> {
    const response = await this.call('GET', `/api/admin/releases/${name}`);
    return ((await response.json()) as { releases: ReleaseEntry[] }).releases;
  }

  /** A signed, expiring link that opens a published release for whoever follows it; the live map is unchanged. */
  async preview(name: string, version: string): Promise<PreviewLink> {
    const response = await this.call(
      'POST',
      `/api/admin/previews/${name}`,
      { 'content-type': 'application/json' },
      JSON.stringify({ version }),
    );
    return ((await response.json()) as { preview: PreviewLink }).preview;
  }

  /** Ends a canary, or puts the previous live release back. */
  async rollback(name: string): Promise<RemoteEntry> {
    const response = await this.call('POST', `/api/admin/remotes/${name}/rollback`);
    return ((await response.json()) as { remote: RemoteEntry }).remote;
  }

  private async call(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string | Uint8Array<ArrayBuffer>,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.server}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.token}`, ...headers },
        body,
      });
    } catch (error) {
      throw new DeployApiError(0, 'unreachable', `${this.server} did not answer (${(error as Error).message})`);
    }
    if (response.ok) return response;
    const payload = (await response.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string; details?: unknown[] };
    };
    const details = (payload.error?.details ?? []).map((detail) =>
      typeof detail === 'string' ? detail : JSON.stringify(detail),
    );
    throw new DeployApiError(
      response.status,
      payload.error?.code ?? 'error',
      payload.error?.message ?? `${method} ${path} answered ${response.status}`,
      details,
    );
  }
}
