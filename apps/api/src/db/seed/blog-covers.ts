// The demo blog's covers, one drawing per article (its translations share it). Drawn in the style of
// the catalogue's illustrations (apps/web/scripts/draw-illustrations.mjs): the same light palette,
// 4-unit round strokes, a soft accent circle and a ground band; no text, so one cover fits both
// languages. Rasterised at seed time like an uploaded cover.

export type BlogCover = 'winter-home' | 'spring-cleaning' | 'moving-day' | 'lawn-calendar' | 'handyman-visit';

const P = { bg: '#f8fafc', ground: '#e2e8f0', ink: '#1e293b', paper: '#ffffff', wood: '#d6a468', metal: '#94a3b8', water: '#38bdf8', leaf: '#22c55e', leaf2: '#15803d', sun: '#fbbf24', snow: '#ffffff', red: '#ef4444' };

const flake = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y - s}V${y + s}M${x - s * 0.87} ${y - s / 2}L${x + s * 0.87} ${y + s / 2}M${x - s * 0.87} ${y + s / 2}L${x + s * 0.87} ${y - s / 2}" stroke-width="3"/>`;
const sparkle = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${fill}" stroke-width="3"/>`;
const box = (x: number, y: number, w: number, h: number, tape: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${P.wood}"/><path d="M${x + w / 2 - 6} ${y}v${h / 3}h12V${y}" fill="${tape}" stroke-width="3"/>`;

const COVERS: Record<BlogCover, { soft: string; scene: string }> = {
  // A snug house under a snowy roof, icicles on the eaves, a shovel ready by the door.
  'winter-home': {
    soft: '#e0e7ff',
    scene: `<path d="M80 144V84l70-46 70 46v60Z" fill="${P.paper}"/><path d="M70 90l80-56 80 56" stroke="${P.snow}" stroke-width="12"/><path d="M70 90l80-56 80 56"/>
<rect x="100" y="96" width="30" height="24" fill="${P.sun}"/><path d="M115 96v24M100 108h30" stroke-width="3"/><rect x="156" y="104" width="28" height="40" fill="#4f46e5"/>
<path d="M96 82l3 10 3-10M196 82l3 12 3-12M212 92l2 8 2-8" stroke-width="3"/><path d="M20 144q30-24 60 0Z" fill="${P.snow}"/><path d="M226 144q40-20 80 0Z" fill="${P.snow}"/>
<path d="M246 70l-12 64" stroke="${P.wood}" stroke-width="5"/><path d="M222 128l22 6-4 12-22-6Z" fill="#4f46e5"/>${flake(40, 40, 8)}${flake(270, 34, 9)}${flake(296, 80, 6)}${flake(60, 90, 6)}`,
  },
  // An open window with its curtains pulled back, a bucket and a spray bottle on the sill.
  'spring-cleaning': {
    soft: '#e0f2fe',
    scene: `<rect x="100" y="24" width="120" height="96" rx="4" fill="${P.paper}"/><rect x="110" y="34" width="100" height="76" fill="#e0f2fe"/><path d="M160 34v76M110 72h100" stroke-width="3"/>
<path d="M100 24q20 40 6 96h-14V24Z" fill="#0ea5e9"/><path d="M220 24q-20 40-6 96h14V24Z" fill="#0ea5e9"/><path d="M88 120h144" stroke-width="6"/>
<circle cx="128" cy="112" r="7" fill="${P.red}" stroke-width="3"/><circle cx="144" cy="110" r="7" fill="${P.sun}" stroke-width="3"/><circle cx="176" cy="112" r="7" fill="${P.red}" stroke-width="3"/>
<path d="M40 144h36l-4-30h-28Z" fill="#0ea5e9"/><path d="M40 114q18-18 36 0" stroke-width="3"/><path d="M254 144v-40q0-8 8-8h10v-10h-12v-6h18q8 0 8 8v16q4 3 4 10v30Z" fill="${P.paper}"/>
${sparkle(190, 56, 9, P.sun)}${sparkle(290, 40, 10, P.sun)}${sparkle(30, 50, 7, P.paper)}`,
  },
  // A loaded moving truck with boxes stacked on the curb and a bright sky.
  'moving-day': {
    soft: '#ffedd5',
    scene: `<rect x="110" y="50" width="120" height="80" rx="6" fill="${P.paper}"/><path d="M110 70h120" stroke="#f97316" stroke-width="8"/><path d="M230 80h30l18 26v24h-48Z" fill="#f97316"/>
<path d="M240 86h16l10 16h-26Z" fill="#e0f2fe" stroke-width="3"/><circle cx="140" cy="136" r="12" fill="#334155"/><circle cx="252" cy="136" r="12" fill="#334155"/>
${box(30, 104, 44, 40, '#f97316')}${box(38, 72, 32, 32, '#fed7aa')}${box(78, 116, 28, 28, '#f97316')}<circle cx="290" cy="36" r="14" fill="${P.sun}"/>`,
  },
  // A wall calendar with the growing months ticked, above a freshly cut lawn and a sprinkler.
  'lawn-calendar': {
    soft: '#dcfce7',
    scene: `<rect x="60" y="26" width="130" height="100" rx="6" fill="${P.paper}"/><path d="M60 46h130" stroke-width="4"/><path d="M84 18v16M166 18v16" stroke-width="5"/>
${[0, 1, 2, 3].flatMap((r) => [0, 1, 2, 3, 4].map((c) => `<rect x="${70 + c * 23}" y="${54 + r * 17}" width="17" height="12" rx="2" fill="${(r === 1 && c > 0) || (r === 2 && c < 3) ? '#bbf7d0' : P.bg}" stroke-width="2"/>`)).join('')}
<path d="M96 81l4 4 8-8M140 98l4 4 8-8" stroke="#16a34a" stroke-width="3"/><path d="M0 144h320" stroke="${P.leaf}" stroke-width="10"/>
<path d="M246 144v-22" stroke-width="5"/><path d="M236 122h20" stroke-width="5"/><path d="M246 118q-30-30-50-10M246 118q30-30 50-10" stroke="${P.water}" stroke-width="3" stroke-dasharray="4 6"/>
${[30, 220, 290].map((x) => `<path d="M${x} 144l-3-9M${x} 144l3-10" stroke="${P.leaf2}" stroke-width="3"/>`).join('')}`,
  },
  // A clipboard to-do list with items ticked off beside an open toolbox and a drill.
  'handyman-visit': {
    soft: '#fef3c7',
    scene: `<rect x="70" y="24" width="90" height="116" rx="6" fill="${P.wood}"/><rect x="80" y="36" width="70" height="96" rx="2" fill="${P.paper}"/><rect x="100" y="18" width="30" height="14" rx="4" fill="${P.metal}"/>
${[52, 74, 96, 118].map((y, i) => `<rect x="88" y="${y - 6}" width="10" height="10" rx="2" stroke-width="2"/>${i < 3 ? `<path d="M89 ${y - 1}l4 4 6-8" stroke="#d97706" stroke-width="3"/>` : ''}<path d="M106 ${y}h36" stroke="${P.metal}" stroke-width="3"/>`).join('')}
<path d="M190 104h100v40H190Z" fill="#d97706"/><path d="M190 116h100" stroke-width="4"/><path d="M224 104v-12h32v12" stroke-width="5"/>
<path d="M200 60h40v18h-40Z" fill="${P.red}"/><path d="M240 69h16" stroke-width="4"/><path d="M208 78l-4 20h14l2-20" fill="#334155"/>`,
  },
};

/** One cover as an SVG document at the requested pixel size, ready for sharp. */
export function blogCoverSvg(cover: BlogCover, width: number, height: number): Buffer {
  const { soft, scene } = COVERS[cover];
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">
<rect width="320" height="180" fill="${P.bg}"/><circle cx="256" cy="50" r="62" fill="${soft}"/><circle cx="40" cy="30" r="24" fill="${soft}" opacity=".7"/>
<path d="M0 144h320v36H0Z" fill="${P.ground}"/>
<g fill="none" stroke="${P.ink}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${scene}</g></svg>`);
}
