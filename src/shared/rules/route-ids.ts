/** docs/product.md#validation: route ids are integers; anything else is treated as not found. */
export function parseRouteId(value: string): number | null {
  return /^\d+$/.test(value) && Number(value) > 0 && Number(value) <= Number.MAX_SAFE_INTEGER
    ? Number(value)
    : null
}
