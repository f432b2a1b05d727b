// Draws the catalogue's illustrations into public/illustrations: one hand-drawn scene per category
// and service, written once here and saved twice (light surfaces, and -dark for dark ones) so both
// variants always show the same picture. Run `node scripts/draw-illustrations.mjs` after editing a
// scene; the files are committed, so the site needs no build step and no network to show them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'illustrations');

// The frame is square: the page rounds the corners, so a picture on top of a card meets its text
// edge to edge. One palette family: shared neutrals, one accent per category. Dark keeps the hues but lifts the
// strokes and darkens the ground so the scene reads on a slate surface.
const NEUTRAL = {
  light: { bg: '#f8fafc', ground: '#e2e8f0', ink: '#1e293b', paper: '#ffffff', skin: '#f1c27d', skin2: '#a86b3c', hair: '#3f2a1d', pants: '#334155', wood: '#d6a468', metal: '#94a3b8', water: '#38bdf8', leaf: '#22c55e', leaf2: '#15803d', sun: '#fbbf24', snow: '#ffffff', red: '#ef4444' },
  dark: { bg: '#0f172a', ground: '#1e293b', ink: '#e2e8f0', paper: '#334155', skin: '#e0b07a', skin2: '#9a6234', hair: '#1c130d', pants: '#475569', wood: '#a87a45', metal: '#64748b', water: '#0ea5e9', leaf: '#16a34a', leaf2: '#166534', sun: '#f59e0b', snow: '#cbd5e1', red: '#f87171' },
};
const ACCENT = {
  cleaning: { light: ['#0ea5e9', '#e0f2fe'], dark: ['#38bdf8', '#0c4a6e'] },
  moving: { light: ['#f97316', '#ffedd5'], dark: ['#fb923c', '#7c2d12'] },
  plumbing: { light: ['#2563eb', '#dbeafe'], dark: ['#60a5fa', '#1e3a8a'] },
  handyman: { light: ['#d97706', '#fef3c7'], dark: ['#fbbf24', '#78350f'] },
  gardening: { light: ['#db2777', '#fce7f3'], dark: ['#f472b6', '#831843'] },
  'lawn-care': { light: ['#16a34a', '#dcfce7'], dark: ['#4ade80', '#14532d'] },
  'snow-removal': { light: ['#4f46e5', '#e0e7ff'], dark: ['#818cf8', '#312e81'] },
  generic: { light: ['#c2410c', '#ffedd5'], dark: ['#fdba74', '#7c2d12'] },
};

/** A worker seen from the front: feet on `y`, hands where the job needs them. */
function person(p, { x, y = 160, shirt, hands, skin = p.skin, cap }) {
  const [l, r] = hands;
  return `<path d="M${x - 7} ${y - 38}L${x - 9} ${y}M${x + 7} ${y - 38}L${x + 9} ${y}" stroke="${p.pants}" stroke-width="10"/>
<path d="M${x - 6} ${y}h-8M${x + 6} ${y}h8" stroke-width="5"/>
<path d="M${x - 15} ${y - 72}L${l[0]} ${l[1]}M${x + 15} ${y - 72}L${r[0]} ${r[1]}" stroke="${shirt}" stroke-width="8"/>
<path d="M${x - 16} ${y - 76}h32l-2 40h-28Z" fill="${shirt}"/>
<circle cx="${l[0]}" cy="${l[1]}" r="4.5" fill="${skin}"/><circle cx="${r[0]}" cy="${r[1]}" r="4.5" fill="${skin}"/>
<circle cx="${x}" cy="${y - 92}" r="12" fill="${skin}"/>
${cap ? `<path d="M${x - 13} ${y - 94}a13 13 0 0 1 26 0h6" fill="${cap}"/>` : `<path d="M${x - 12} ${y - 93}a12 12 0 0 1 24 0c-6-5-14-6-24 0Z" fill="${p.hair}"/>`}`;
}
const sparkle = (x, y, s, fill) => `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${fill}" stroke-width="3"/>`;
const flake = (x, y, s) => `<path d="M${x} ${y - s}V${y + s}M${x - s * 0.87} ${y - s / 2}L${x + s * 0.87} ${y + s / 2}M${x - s * 0.87} ${y + s / 2}L${x + s * 0.87} ${y - s / 2}" stroke-width="3"/>`;
const drop = (x, y, fill) => `<path d="M${x} ${y - 10}c5 7 7 10 7 13a7 7 0 0 1-14 0c0-3 2-6 7-13Z" fill="${fill}" stroke-width="3"/>`;
const box = (x, y, w, h, fill, tape) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${fill}"/><path d="M${x + w / 2 - 6} ${y}v${h / 3}h12V${y}" fill="${tape}" stroke-width="3"/>`;
const bucket = (p, x, y, a) => `<path d="M${x - 20} ${y - 34}h40l-5 34h-30Z" fill="${a}"/><path d="M${x - 20} ${y - 34}q20-22 40 0" stroke-width="3"/><path d="M${x - 16} ${y - 34}q16 6 32 0" stroke="${p.water}" stroke-width="3"/>`;
const shrub = (p, x, y, r) => `<path d="M${x - r} ${y}a${r * 0.6} ${r * 0.6} 0 0 1 ${r * 0.3}-${r * 0.9}a${r * 0.6} ${r * 0.6} 0 0 1 ${r * 1.4} 0a${r * 0.6} ${r * 0.6} 0 0 1 ${r * 0.3} ${r * 0.9}Z" fill="${p.leaf}"/>`;
const grass = (p, xs, y) => xs.map((x) => `<path d="M${x} ${y}l-3-9M${x} ${y}l3-10" stroke="${p.leaf2}" stroke-width="3"/>`).join('');

// Each scene: what a person would see on that job. `a` is the category accent, `s` its soft tint.
const SCENES = {
  categories: {
    cleaning: (p, a) => `${bucket(p, 200, 160, a)}<path d="M150 160V70" stroke="${p.wood}" stroke-width="6"/><path d="M134 160q16-14 32 0Z" fill="${p.paper}"/>
<path d="M96 160V110q0-10 10-10h12v-14h-14v-8h22q10 0 10 10v22q6 4 6 12v38Z" fill="${a}"/><path d="M104 78h-12" stroke-width="4"/>
${sparkle(240, 80, 14, p.sun)}${sparkle(80, 60, 9, p.paper)}${sparkle(262, 118, 7, p.paper)}`,
    moving: (p, a) => `${box(150, 112, 56, 48, p.wood, a)}${box(160, 72, 40, 40, p.wood, a)}${box(208, 124, 36, 36, p.wood, a)}
<path d="M112 60v96h34" stroke-width="6"/><circle cx="120" cy="160" r="9" fill="${p.metal}"/><path d="M104 60h10" stroke-width="6"/>
<path d="M60 98h36M52 112h28M64 126h20" stroke="${a}" stroke-width="4"/>`,
    plumbing: (p, a) => `<path d="M40 80h120v40h60v40" stroke="${p.metal}" stroke-width="22" stroke-linecap="butt"/><path d="M40 80h120v40h60v40" stroke-width="4" stroke-dasharray="0 0" opacity="0"/>
<rect x="146" y="62" width="28" height="36" rx="4" fill="${p.paper}"/><rect x="206" y="104" width="28" height="32" rx="4" fill="${p.paper}"/>
<g transform="rotate(-30 180 60)"><rect x="174" y="30" width="12" height="70" rx="6" fill="${a}"/><path d="M168 30a14 14 0 1 1 24 0l-6-6h-12Z" fill="${a}"/></g>
${drop(252, 140, p.water)}${drop(272, 118, p.water)}`,
    handyman: (p, a) => `<path d="M90 112h140v48H90Z" fill="${a}"/><path d="M90 126h140" stroke-width="4"/><path d="M134 112v-14h52v14" stroke-width="5"/><rect x="150" y="120" width="20" height="12" rx="2" fill="${p.metal}"/>
<g transform="rotate(-40 110 70)"><rect x="104" y="50" width="10" height="60" rx="4" fill="${p.wood}"/><path d="M90 50h36v-14h-30q-6 0-6 6Z" fill="${p.metal}"/></g>
<g transform="rotate(35 220 70)"><rect x="216" y="30" width="10" height="40" rx="2" fill="${p.metal}"/><rect x="212" y="68" width="18" height="34" rx="6" fill="${p.red}"/></g>`,
    gardening: (p, a) => `<path d="M130 120h60l-8 40h-44Z" fill="${p.wood}"/><path d="M126 120h68" stroke-width="5"/>
<path d="M160 120V70M145 120q-5-30-25-40M175 120q5-25 28-35" stroke="${p.leaf2}" stroke-width="4"/>
${[[160, 62], [118, 76], [206, 82]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${a}"/><circle cx="${x}" cy="${y}" r="4" fill="${p.sun}" stroke-width="2"/>`).join('')}
<g transform="rotate(30 240 130)"><rect x="236" y="96" width="8" height="30" rx="3" fill="${p.wood}"/><path d="M232 126h16l-8 26Z" fill="${p.metal}"/></g>`,
    'lawn-care': (p, a) => `<path d="M0 160h320" stroke="${p.leaf}" stroke-width="10"/><path d="M120 110h90l10 30h-110Z" fill="${a}"/><path d="M170 110l-40-50h-16" stroke-width="5"/>
<circle cx="130" cy="146" r="12" fill="${p.pants}"/><circle cx="206" cy="146" r="12" fill="${p.pants}"/>${grass(p, [40, 70, 250, 280], 160)}${sparkle(260, 70, 10, p.sun)}`,
    'snow-removal': (p, a) => `<path d="M30 160q50-60 120-30q60-40 140 30Z" fill="${p.snow}"/><path d="M190 60l-30 80" stroke="${p.wood}" stroke-width="6"/><path d="M182 56h16" stroke-width="6"/>
<path d="M146 134l28 10-8 20-30-10Z" fill="${a}"/>${flake(80, 60, 10)}${flake(250, 50, 8)}${flake(270, 100, 6)}${flake(120, 90, 6)}`,
  },
  services: {
    'standard-house-cleaning': (p, a, s) => `<rect x="200" y="70" width="100" height="60" rx="4" fill="${p.paper}"/><path d="M200 90h100M250 90v40" stroke-width="3"/><circle cx="240" cy="110" r="3" fill="${p.ink}"/>
${person(p, { x: 120, shirt: a, hands: [[138, 110], [150, 122]] })}<path d="M150 70L172 156" stroke="${p.wood}" stroke-width="6"/><path d="M158 160q14-16 30 0Z" fill="${p.paper}"/>${bucket(p, 70, 160, s)}
<path d="M200 150q20 4 40 0" stroke="${p.water}" stroke-width="3"/>${sparkle(280, 150, 7, p.sun)}`,
    'bedroom-cleaning': (p, a, s) => `<path d="M70 160v-60h14v30h150v30" stroke-width="4"/><rect x="84" y="118" width="150" height="24" rx="6" fill="${a}"/><rect x="92" y="104" width="38" height="16" rx="6" fill="${p.paper}"/><path d="M84 142h150" stroke-width="4"/><path d="M234 160v-44" stroke-width="4"/>
<rect x="252" y="120" width="34" height="40" rx="4" fill="${p.wood}"/><path d="M269 120v-22M256 98h26l-5-18h-16Z" fill="${p.sun}"/>${sparkle(180, 80, 12, p.sun)}${sparkle(60, 70, 8, p.paper)}
<g transform="rotate(-25 150 70)"><rect x="146" y="60" width="8" height="40" rx="3" fill="${p.wood}"/><path d="M136 60q14-26 28 0Z" fill="${s}"/></g>`,
    'deep-cleaning': (p, a, s) => `<rect x="70" y="50" width="110" height="110" rx="6" fill="${p.paper}"/><path d="M70 76h110" stroke-width="4"/><circle cx="92" cy="63" r="5" fill="${p.metal}"/><circle cx="112" cy="63" r="5" fill="${p.metal}"/>
<rect x="84" y="90" width="82" height="56" rx="4" fill="${p.ground}"/><path d="M92 108h66M92 126h66" stroke="${p.metal}" stroke-width="3"/>
<path d="M200 118h58l6 20h-70Z" fill="${a}"/><path d="M198 138h68" stroke-width="4"/><path d="M202 138v10M216 138v10M230 138v10M244 138v10M258 138v10" stroke-width="3"/>
${[[150, 96, 8], [164, 112, 6], [140, 128, 5], [230, 100, 7], [250, 90, 5]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${s}" stroke-width="2.5"/>`).join('')}<path d="M280 60c8 0 12 8 12 16v20h-24V76c0-8 4-16 12-16Z" fill="${p.sun}"/>`,
    'move-out-cleaning': (p, a, s) => `<rect x="40" y="40" width="60" height="120" rx="3" fill="${p.wood}"/><circle cx="88" cy="104" r="4" fill="${p.ink}"/><rect x="140" y="46" width="70" height="54" rx="3" fill="${s}"/><path d="M175 46v54M140 73h70" stroke-width="3"/>
${box(226, 124, 44, 36, p.wood, a)}<path d="M150 160l40-90" stroke="${p.wood}" stroke-width="6"/><path d="M132 160q6-20 24-16l8 16Z" fill="${a}"/>${sparkle(120, 70, 9, p.sun)}${sparkle(280, 80, 8, p.sun)}<path d="M104 160h10M118 156h8" stroke-width="3"/>`,
    'office-cleaning': (p, a, s) => `<path d="M50 110h170M66 110v50M204 110v50" stroke-width="5"/><rect x="90" y="56" width="70" height="44" rx="4" fill="${s}"/><path d="M125 100v10M110 110h30" stroke-width="4"/>
<path d="M180 106h24v-4h-24Z" fill="${p.metal}"/><path d="M240 160v-14m-20 14h40M222 146h36v-52q0-8-8-8h-20q-8 0-8 8Z" fill="${p.pants}"/>
<path d="M60 110V80q0-6 6-6h8v-10h-10v-6h16q8 0 8 8v14q4 4 4 10v10Z" fill="${a}"/>${sparkle(110, 78, 8, p.paper)}${sparkle(280, 60, 10, p.sun)}<path d="M170 104q10-6 20 0" stroke="${a}" stroke-width="6"/>`,
    'moving-helpmovers': (p, a, s) => `<rect x="186" y="60" width="110" height="84" rx="6" fill="${p.paper}"/><path d="M186 84h110" stroke="${a}" stroke-width="8"/><path d="M296 100h10l10 20v24h-20Z" fill="${a}"/><circle cx="214" cy="150" r="12" fill="${p.pants}"/><circle cx="282" cy="150" r="12" fill="${p.pants}"/>
${person(p, { x: 110, shirt: a, hands: [[96, 88], [124, 88]], cap: a })}${box(88, 56, 44, 34, p.wood, s)}${box(30, 124, 40, 36, p.wood, a)}`,
    'furniture-assembly': (p, a) => `<rect x="60" y="50" width="90" height="110" rx="3" fill="${p.wood}"/><path d="M70 86h70M70 122h70" stroke-width="4"/><rect x="70" y="60" width="70" height="90" fill="none" stroke-width="3"/>
<g transform="rotate(-12 210 140)"><rect x="170" y="132" width="100" height="14" rx="2" fill="${p.wood}"/></g><g transform="rotate(8 230 112)"><rect x="184" y="106" width="96" height="12" rx="2" fill="${p.wood}"/></g>
<path d="M212 70h20v30" stroke="${a}" stroke-width="6"/>${[[262, 66], [276, 78], [250, 84]].map(([x, y]) => `<path d="M${x} ${y}l8 4" stroke-width="4"/><circle cx="${x}" cy="${y}" r="3" fill="${p.metal}"/>`).join('')}`,
    'leak-repair': (p, a, s) => `<path d="M60 100h200v14H60Z" fill="${p.paper}"/><path d="M90 114h140l-14 30h-112Z" fill="${p.paper}"/><path d="M160 144v16" stroke="${p.metal}" stroke-width="10"/>
<path d="M150 100V70q0-12 12-12h26v12" stroke="${p.metal}" stroke-width="10"/><path d="M142 64h14" stroke="${a}" stroke-width="8"/>${drop(188, 90, p.water)}${drop(188, 118, p.water)}
<g transform="rotate(-35 250 70)"><rect x="244" y="48" width="12" height="60" rx="5" fill="${a}"/><path d="M238 48a14 14 0 1 1 24 0l-6-6h-12Z" fill="${a}"/></g>${bucket(p, 260, 160, s)}`,
    'drain-unclogging': (p, a, s) => `<path d="M50 90h170v16H50Z" fill="${p.paper}"/><path d="M70 106h130l-10 40H80Z" fill="${p.paper}"/><ellipse cx="135" cy="98" rx="16" ry="4" fill="${p.ink}"/>
<path d="M135 96V40" stroke="${p.wood}" stroke-width="8"/><path d="M117 98q0-22 18-22t18 22Z" fill="${a}"/><path d="M135 146v14" stroke="${p.metal}" stroke-width="10"/>
<circle cx="260" cy="120" r="28" fill="${s}"/><circle cx="260" cy="120" r="10" fill="${p.metal}"/><path d="M260 120q-40 20-70 36" stroke="${p.metal}" stroke-width="4"/><path d="M232 120h-10" stroke="${a}" stroke-width="8"/>`,
    'other-plumbing-services': (p, a, s) => `<rect x="110" y="40" width="80" height="120" rx="20" fill="${p.paper}"/><path d="M110 70h80" stroke-width="3"/><circle cx="150" cy="100" r="14" fill="${s}"/><path d="M150 100l6-8" stroke-width="3"/>
<path d="M130 40V22h-30M170 40V22h40v60h40" stroke="${p.metal}" stroke-width="10"/><path d="M206 16v12" stroke="${p.red}" stroke-width="6"/><path d="M96 16v12" stroke="${a}" stroke-width="6"/>
<rect x="130" y="132" width="40" height="12" rx="3" fill="${a}"/>${drop(266, 110, p.water)}<path d="M250 140h40" stroke-width="3"/>`,
    'handyman-services': (p, a, s) => `<rect x="170" y="50" width="60" height="44" rx="3" fill="${s}"/><path d="M176 88l14-18 10 10 8-8 16 16" stroke-width="3"/><path d="M160 118h90" stroke="${p.wood}" stroke-width="8"/><path d="M172 118v10M238 118v10" stroke-width="4"/>
${person(p, { x: 110, shirt: a, hands: [[134, 100], [140, 112]], skin: p.skin2 })}<path d="M136 92h22v12h-22Z" fill="${p.red}"/><path d="M158 98h8" stroke-width="3"/><path d="M140 104v14" stroke="${p.pants}" stroke-width="6"/>
<path d="M260 160h30v-20h-30Z" fill="${a}"/>`,
    'tv-mounting': (p, a, s) => `<rect x="90" y="36" width="140" height="84" rx="6" fill="${p.ink}"/><rect x="98" y="44" width="124" height="68" rx="2" fill="${s}"/><path d="M108 100l24-26 18 16 14-12 24 22" stroke="${a}" stroke-width="4"/>
<path d="M160 120v24" stroke="${p.metal}" stroke-width="4" stroke-dasharray="2 6"/><rect x="104" y="140" width="112" height="14" rx="7" fill="${p.sun}"/><circle cx="160" cy="147" r="4" fill="${p.leaf}" stroke-width="2"/>
<g transform="rotate(-40 270 70)"><rect x="264" y="50" width="12" height="46" rx="3" fill="${p.red}"/><path d="M270 50v-22" stroke-width="4"/></g>`,
    'garden-maintenance': (p, a, s) => `<rect x="40" y="126" width="180" height="34" rx="3" fill="${p.wood}"/>${shrub(p, 80, 126, 22)}${shrub(p, 170, 126, 18)}
${[[120, 110], [136, 100], [206, 108]].map(([x, y]) => `<path d="M${x} 126V${y}" stroke="${p.leaf2}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="8" fill="${a}"/>`).join('')}
<path d="M240 120h40l-4 40h-32Z" fill="${s}"/><path d="M280 126l24-16" stroke-width="5"/><path d="M240 128q-14-10-8-22h18" stroke-width="4"/>${drop(300, 122, p.water)}`,
    'hedge-trimming': (p, a) => `<rect x="30" y="70" width="150" height="90" rx="30" fill="${p.leaf}"/><path d="M60 100q10-8 20 0M110 120q10-8 20 0M80 140q10-8 20 0" stroke="${p.leaf2}" stroke-width="3"/>
<path d="M190 100l60-30M190 110l60 -4" stroke="${p.metal}" stroke-width="6"/><path d="M250 70l30 14M250 106l30-10" stroke="${a}" stroke-width="10"/>
${[[200, 150], [214, 156], [230, 148], [246, 156]].map(([x, y]) => `<path d="M${x} ${y}l8-4" stroke="${p.leaf2}" stroke-width="4"/>`).join('')}`,
    'yard-clean-up': (p, a) => `<path d="M60 160q40-40 90 0Z" fill="${p.sun}"/>${[[80, 140, a], [100, 128, p.red], [124, 138, p.wood]].map(([x, y, c]) => `<path d="M${x} ${y}q8-10 16 0q-8 10-16 0Z" fill="${c}" stroke-width="2.5"/>`).join('')}
<path d="M190 40l-30 116" stroke="${p.wood}" stroke-width="6"/><path d="M140 150l36 10M148 146l-4 12M160 150l-4 12M172 154l-4 10" stroke-width="3"/>
<path d="M220 160v-56q0-8 8-8h44q8 0 8 8v56Z" fill="${p.leaf2}"/><path d="M232 96q18-16 36 0" stroke-width="3"/>${[[40, 60], [270, 50]].map(([x, y]) => `<path d="M${x} ${y}q8-10 16 0q-8 10-16 0Z" fill="${a}" stroke-width="2.5"/>`).join('')}`,
    'lawn-maintenance': (p, a, s) => `<path d="M0 160h320" stroke="${p.leaf}" stroke-width="10"/><path d="M200 160l40-4M250 160l40-4" stroke="${p.leaf2}" stroke-width="3"/>
${person(p, { x: 100, shirt: a, hands: [[124, 104], [128, 110]], cap: s })}<path d="M126 106l34 20" stroke-width="5"/><path d="M150 120h60l8 24h-76Z" fill="${p.red}"/><circle cx="156" cy="150" r="9" fill="${p.pants}"/><circle cx="206" cy="150" r="9" fill="${p.pants}"/>${grass(p, [40, 260, 290], 160)}`,
    'lawn-aeration': (p, a) => `<path d="M0 130h320v70H0Z" fill="${p.wood}"/><path d="M0 130h320" stroke="${p.leaf}" stroke-width="10"/>
${[60, 110, 160, 260].map((x) => `<rect x="${x - 5}" y="138" width="10" height="22" rx="5" fill="${p.ground}"/><rect x="${x + 12}" y="118" width="10" height="8" rx="4" fill="${p.wood}"/>`).join('')}
<circle cx="210" cy="96" r="26" fill="${a}"/>${[0, 60, 120, 180, 240, 300].map((d) => `<path d="M210 96m0-26v-8" transform="rotate(${d} 210 96)" stroke-width="5"/>`).join('')}<path d="M210 96l-60-50h-14" stroke-width="5"/>
${[70, 100, 150, 190].map((x) => `<path d="M${x} 70v12M${x - 6} 76h12" stroke="${p.leaf2}" stroke-width="3"/>`).join('')}`,
    'driveway-snow-clearing': (p, a, s) => `<path d="M200 160V70l50-30 50 30v90Z" fill="${p.paper}"/><rect x="220" y="100" width="60" height="60" fill="${s}"/><path d="M220 115h60M220 130h60M220 145h60" stroke-width="2"/><path d="M196 72l54-34 54 34" stroke="${p.snow}" stroke-width="8"/>
<path d="M20 160q30-30 60-10q14-12 30 10Z" fill="${p.snow}"/>${person(p, { x: 140, shirt: a, hands: [[120, 110], [114, 124]], cap: p.red })}<path d="M126 100l-34 50" stroke="${p.wood}" stroke-width="5"/><path d="M80 146l20 12-8 6-18-10Z" fill="${p.metal}"/>
${flake(60, 50, 8)}${flake(120, 36, 6)}${flake(180, 50, 7)}`,
    'walkway-salting': (p, a) => `<path d="M180 160h120v-24h-24v-24h-24v-24h-24v24h-24v24h-24Z" fill="${p.ground}"/><path d="M204 136h96M228 112h72M252 88h48" stroke-width="3"/>
<path d="M40 160v-10h30v10Z" fill="${p.metal}"/>${person(p, { x: 100, shirt: a, hands: [[122, 94], [120, 106]], cap: p.red })}<path d="M120 90l20 8-6 10-18-6Z" fill="${p.metal}"/>
${[[150, 120], [160, 134], [172, 126], [184, 146], [196, 138], [210, 126], [224, 118]].map(([x, y]) => `<rect x="${x}" y="${y}" width="5" height="5" rx="1" fill="${p.snow}" stroke-width="2"/>`).join('')}${flake(260, 50, 8)}`,
  },
};

// The fallback for a service and category that has no picture of its own: a house with a toolbox.
const GENERIC = (p, a, s) => `<path d="M90 160V90l70-50 70 50v70Z" fill="${p.paper}"/><path d="M80 96l80-60 80 60" stroke="${a}" stroke-width="8"/><rect x="144" y="110" width="32" height="50" fill="${s}"/>
<rect x="104" y="96" width="26" height="22" fill="${s}"/><rect x="190" y="96" width="26" height="22" fill="${s}"/><path d="M240 136h44v24h-44Z" fill="${a}"/><path d="M252 136v-8h20v8" stroke-width="4"/>${shrub(p, 50, 160, 18)}`;

function frame(tone, accent, scene) {
  const p = NEUTRAL[tone];
  const [a, s] = ACCENT[accent][tone];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200">
<rect width="320" height="200" fill="${p.bg}"/><g fill="${s}" opacity="${tone === 'dark' ? 0.55 : 1}"><circle cx="252" cy="58" r="64"/><circle cx="46" cy="40" r="26" opacity=".7"/></g>
<path d="M0 160h320v40H0Z" fill="${p.ground}"/>
<g fill="none" stroke="${p.ink}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">
${scene(p, a, s)}
</g></svg>
`;
  return svg.replace(/\n+/g, '\n');
}

function write(path, accent, scene) {
  for (const tone of ['light', 'dark']) {
    const file = join(OUT, `${path}${tone === 'dark' ? '-dark' : ''}.svg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, frame(tone, accent, scene));
  }
}

const SERVICE_CATEGORY = {
  cleaning: ['standard-house-cleaning', 'bedroom-cleaning', 'deep-cleaning', 'move-out-cleaning', 'office-cleaning'],
  moving: ['moving-helpmovers', 'furniture-assembly'],
  plumbing: ['leak-repair', 'drain-unclogging', 'other-plumbing-services'],
  handyman: ['handyman-services', 'tv-mounting'],
  gardening: ['garden-maintenance', 'hedge-trimming', 'yard-clean-up'],
  'lawn-care': ['lawn-maintenance', 'lawn-aeration'],
  'snow-removal': ['driveway-snow-clearing', 'walkway-salting'],
};
for (const [category, scene] of Object.entries(SCENES.categories)) write(`categories/${category}`, category, scene);
for (const [category, slugs] of Object.entries(SERVICE_CATEGORY)) for (const slug of slugs) write(slug, category, SCENES.services[slug]);
write('generic', 'generic', GENERIC);
