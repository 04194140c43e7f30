import type { ZoneOffsets } from './zone-offsets.ts';

/**
 * The offsets the server measured and wrote into the page, by zone (docs/decisions/204). Apart from
 * zone-offsets.ts so that the browser's first load, which remembers them, carries only this.
 */
const remembered = new Map<string, ZoneOffsets>();

export function rememberZoneOffsets(offsets: unknown): void {
  if (isZoneOffsets(offsets)) remembered.set(offsets.zone, offsets);
}

export function rememberedZoneOffsets(zone: string): ZoneOffsets | undefined {
  return remembered.get(zone);
}

function isZoneOffsets(value: unknown): value is ZoneOffsets {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.zone === 'string' &&
    typeof v.until === 'number' &&
    Array.isArray(v.spans) &&
    v.spans.every(
      (span) =>
        Array.isArray(span) &&
        span.length === 2 &&
        Number.isFinite(span[0]) &&
        Number.isInteger(span[1]) &&
        Math.abs(span[1]) <= 18 * 60,
    )
  );
}
