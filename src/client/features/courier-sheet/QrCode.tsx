import { create } from 'qrcode';

/**
 * A QR code drawn as one SVG path, black on white, with the quiet zone the standard asks for: the
 * courier's phone camera opens the address it holds. Drawn here, synchronously, so it prints with
 * the sheet and needs no image request.
 */
export function QrCode({ value, label, size = 144 }: { value: string; label: string; size?: number }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = modules.size + quiet * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="location-qr"
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="shrink-0"
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
