/**
 * Drawn illustrations for the welcome slides and the landing page (spec 000 §2 "each slide has an
 * illustration"). Inline SVG, bundled with the app; colours come from the theme and the hub-type colours
 * (green society, purple school, blue office; spec 000 §1), so they read in light and dark.
 * Decorative: each is hidden from assistive technology (the slide's text carries the meaning).
 */
import { Books, Frame, Sparkle, type IllustrationProps } from './illustration-parts';

/** The coin's symbol: a sign, not a word (the same in every language). */
const RUPEE_SIGN = '₹';

/** Slide 1, Welcome: a shared community bookshelf with a sparkle for AI bulk upload. */
export function CommunityLibraryIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect
        x="52"
        y="30"
        width="136"
        height="126"
        rx="8"
        className="fill-card stroke-primary"
        strokeWidth="3"
      />
      <path d="M52 90h136M52 150h136" className="stroke-primary" strokeWidth="3" />
      <Books
        x={62}
        baseY={88}
        books={[
          { w: 14, h: 44, className: 'fill-emerald-500' },
          { w: 10, h: 38, className: 'fill-sky-500' },
          { w: 16, h: 48, className: 'fill-violet-500' },
          { w: 12, h: 40, className: 'fill-amber-500' },
          { w: 14, h: 46, className: 'fill-rose-500', tilt: 14 },
        ]}
      />
      <Books
        x={70}
        baseY={148}
        books={[
          { w: 12, h: 42, className: 'fill-sky-600' },
          { w: 16, h: 50, className: 'fill-primary' },
          { w: 10, h: 36, className: 'fill-emerald-600' },
          { w: 14, h: 44, className: 'fill-violet-400' },
          { w: 12, h: 40, className: 'fill-amber-400' },
          { w: 12, h: 46, className: 'fill-rose-400' },
        ]}
      />
      <circle cx="164" cy="62" r="12" className="fill-primary/15" />
      <path
        d="M158 62l4 4 8-8"
        className="stroke-primary"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Sparkle x={200} y={36} size={10} />
      <Sparkle x={40} y={60} size={6} className="fill-primary" />
      <Sparkle x={206} y={120} size={6} className="fill-violet-400" />
    </Frame>
  );
}

/** Slide 2, Smart Bulk Upload: a phone photographing a shelf, with recognised books ticked off. */
export function BulkUploadIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="34" y="22" width="84" height="144" rx="14" className="fill-foreground/85" />
      <rect x="40" y="34" width="72" height="118" rx="6" className="fill-card" />
      <rect x="66" y="27" width="20" height="3" rx="1.5" className="fill-card/60" />
      <Books
        x={48}
        baseY={118}
        books={[
          { w: 10, h: 40, className: 'fill-emerald-500' },
          { w: 12, h: 48, className: 'fill-sky-500' },
          { w: 9, h: 36, className: 'fill-amber-500' },
          { w: 12, h: 44, className: 'fill-violet-500' },
        ]}
      />
      <path d="M44 120h64" className="stroke-muted-foreground/60" strokeWidth="2" />
      <path
        d="M46 58v-8h8M98 50h8v8M106 112v8h-8M54 128h-8v-8"
        className="stroke-primary"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="44" y="88" width="64" height="3" rx="1.5" className="fill-primary/70" />
      <circle cx="76" cy="140" r="6" className="stroke-primary" strokeWidth="2.5" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(132 ${44 + i * 36})`}>
          <rect width="82" height="28" rx="6" className="fill-card stroke-border" strokeWidth="1.5" />
          <circle cx="14" cy="14" r="7" className="fill-emerald-500" />
          <path
            d="M10.5 14l2.5 2.5 4.5-4.5"
            className="stroke-white"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect x="27" y="8" width={40 - i * 6} height="4" rx="2" className="fill-foreground/70" />
          <rect x="27" y="16" width={30 + i * 4} height="3" rx="1.5" className="fill-muted-foreground/50" />
        </g>
      ))}
      <Sparkle x={122} y={30} size={8} />
      <Sparkle x={214} y={156} size={6} className="fill-primary" />
    </Frame>
  );
}

/** Slide 3, Discover & Share: a society, a school and an office joined to one shared book. */
export function DiscoverShareIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <path
        d="M62 118Q90 104 110 100M178 118Q150 104 130 100M120 58V80"
        className="stroke-muted-foreground/60"
        strokeWidth="2.5"
        strokeDasharray="4 5"
        strokeLinecap="round"
      />
      {/* Society: a house */}
      <g transform="translate(26 110)">
        <path d="M0 24L26 2l26 22" className="fill-emerald-600" />
        <rect x="6" y="22" width="40" height="34" rx="2" className="fill-emerald-500" />
        <rect x="20" y="36" width="12" height="20" rx="1.5" className="fill-card" />
        <rect x="10" y="28" width="8" height="8" rx="1" className="fill-card/80" />
        <rect x="34" y="28" width="8" height="8" rx="1" className="fill-card/80" />
      </g>
      {/* School: a building with a flag */}
      <g transform="translate(94 8)">
        <path d="M26 0v16" className="stroke-violet-600" strokeWidth="2" />
        <path d="M26 1h12l-3 4 3 4H26z" className="fill-amber-400" />
        <path d="M2 26L26 12l24 14z" className="fill-violet-600" />
        <rect x="4" y="26" width="44" height="26" rx="2" className="fill-violet-500" />
        <circle cx="26" cy="34" r="4" className="fill-card" />
        <rect x="21" y="40" width="10" height="12" rx="1" className="fill-card" />
      </g>
      {/* Office: a tower */}
      <g transform="translate(166 92)">
        <rect x="0" y="0" width="46" height="74" rx="3" className="fill-sky-500" />
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2].map((col) => (
            <rect
              key={`${row}-${col}`}
              x={7 + col * 12}
              y={8 + row * 14}
              width="8"
              height="8"
              rx="1"
              className="fill-card/85"
            />
          )),
        )}
        <rect x="17" y="62" width="12" height="12" rx="1" className="fill-card" />
      </g>
      {/* The shared book */}
      <g transform="translate(92 80)">
        <circle cx="28" cy="24" r="30" className="fill-card stroke-primary" strokeWidth="2.5" />
        <path d="M8 14q10-5 20 0v24q-10-5-20 0z" className="fill-primary" />
        <path d="M48 14q-10-5-20 0v24q10-5 20 0z" className="fill-primary/70" />
      </g>
      <Sparkle x={210} y={40} size={8} />
      <Sparkle x={36} y={70} size={6} className="fill-violet-400" />
    </Frame>
  );
}

/** Slide 4, Earn While Sharing: a lent book, a calendar of rental days and rupee coins. */
export function EarnIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      {/* Calendar */}
      <g transform="translate(30 40)">
        <rect width="84" height="92" rx="8" className="fill-card stroke-border" strokeWidth="2" />
        <path d="M0 8a8 8 0 0 1 8-8h68a8 8 0 0 1 8 8v14H0z" className="fill-rose-500" />
        <path d="M20-6v12M64-6v12" className="stroke-foreground/70" strokeWidth="4" strokeLinecap="round" />
        {[0, 1, 2].map((row) =>
          [0, 1, 2, 3].map((col) => {
            const filled = row * 4 + col < 7;
            return (
              <rect
                key={`${row}-${col}`}
                x={9 + col * 18}
                y={32 + row * 18}
                width="12"
                height="12"
                rx="3"
                className={filled ? 'fill-primary' : 'fill-muted-foreground/25'}
              />
            );
          }),
        )}
      </g>
      {/* Arrow */}
      <path
        d="M124 86h26m-8-8l8 8-8 8"
        className="stroke-primary"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Coin stack */}
      <g transform="translate(160 60)">
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(0 ${72 - i * 12})`}>
            <ellipse cx="26" cy="10" rx="26" ry="9" className="fill-amber-500" />
            <ellipse cx="26" cy="6" rx="26" ry="9" className="fill-amber-400" />
          </g>
        ))}
        <circle cx="26" cy="26" r="24" className="fill-amber-400 stroke-amber-600" strokeWidth="3" />
        <text x="26" y="35" textAnchor="middle" fontSize="26" fontWeight="700" className="fill-amber-800">
          {RUPEE_SIGN}
        </text>
      </g>
      <Sparkle x={200} y={24} size={8} className="fill-primary" />
      <Sparkle x={140} y={140} size={6} />
    </Frame>
  );
}
