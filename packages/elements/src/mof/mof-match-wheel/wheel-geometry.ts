// The wheel's drawing: six spaces on a circle in a 320 × 320 SVG, shared by the element (the SVG)
// and its styles (where the HTML marker sits over each space).

export const SPACES = 6;
export const CENTRE = 160;
export const RADIUS = 100;

export function angleOf(space: number): number {
  return ((-90 + (space - 1) * (360 / SPACES)) * Math.PI) / 180;
}

/** The point at `radius` from the centre in the direction of `space`. */
export function at(space: number, radius: number): [number, number] {
  const a = angleOf(space);
  return [CENTRE + radius * Math.cos(a), CENTRE + radius * Math.sin(a)];
}

export const round = (n: number) => Math.round(n * 10) / 10;
