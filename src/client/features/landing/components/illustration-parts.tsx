/**
 * The shapes the landing illustrations are drawn from (`illustrations.tsx`): the framed canvas, a
 * sparkle and a row of book spines. Inline SVG in the theme's colours; decorative.
 */
import type { SVGProps } from 'react';

/** An illustration's props: those of its `<svg>` (className for the size). */
export type IllustrationProps = SVGProps<SVGSVGElement>;

/** The 240×180 canvas with its soft backdrop; hidden from assistive technology. */
export function Frame({ children, ...props }: IllustrationProps) {
  return (
    <svg viewBox="0 0 240 180" fill="none" aria-hidden focusable="false" {...props}>
      <ellipse cx="120" cy="92" rx="104" ry="80" className="fill-primary/10" />
      {children}
    </svg>
  );
}

/** A four-pointed sparkle centred on (`x`, `y`), `size` its half-width. */
export function Sparkle({
  x,
  y,
  size = 8,
  className = 'fill-amber-400',
}: {
  x: number;
  y: number;
  size?: number;
  className?: string;
}) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s} Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y} Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s} Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y} Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z`}
      className={className}
    />
  );
}

/** A row of book spines standing on a shelf line at `baseY`, starting at `x`. */
export function Books({
  x,
  baseY,
  books,
}: {
  x: number;
  baseY: number;
  books: { w: number; h: number; className: string; tilt?: number }[];
}) {
  const lefts = books.map((_, i) => books.slice(0, i).reduce((sum, b) => sum + b.w + 2, x));
  return (
    <g>
      {books.map((b, i) => {
        const left = lefts[i];
        const transform = b.tilt ? `rotate(${b.tilt} ${left + b.w} ${baseY})` : undefined;
        return (
          <g key={i} transform={transform}>
            <rect x={left} y={baseY - b.h} width={b.w} height={b.h} rx="1.5" className={b.className} />
            <rect
              x={left + 2}
              y={baseY - b.h + 6}
              width={b.w - 4}
              height="2"
              rx="1"
              className="fill-white/70"
            />
            <rect x={left + 2} y={baseY - 10} width={b.w - 4} height="2" rx="1" className="fill-white/50" />
          </g>
        );
      })}
    </g>
  );
}
