/** Why the build in `root` cannot be served as it is, or null when it is current. */
export function staleBuildReason(root: string): string | null
/** Builds `root` when it is missing or stale; 0 when the build is current, else npm's status. */
export function buildIfStale(root: string): number
