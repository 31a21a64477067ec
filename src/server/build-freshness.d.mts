/** Why the build in `root` cannot be served as it is, or null when it is current. */
export function staleBuildReason(root: string): string | null
