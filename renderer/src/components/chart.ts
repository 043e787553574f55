// Issue 27, a small bundle: the two charts (the run's story at the end, the review's win chance) are drawn as SVG by
// LineChart.vue from this geometry, in place of a charting library that was an eighth of the renderer's JavaScript.
// Pure: numbers in, path data and positions out.

export interface Axis {
  min: number;
  max: number;
  /** the values to mark and label on it */
  ticks: number[];
}

export interface Frame {
  width: number;
  height: number;
  /** the plot's margins inside the frame, for the axes' labels */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where value `v` on `axis` falls along a span of `size` pixels starting at `start` (reversed: upwards). */
export function position(v: number, axis: Pick<Axis, 'min' | 'max'>, start: number, size: number, reversed = false): number {
  const span = axis.max - axis.min || 1;
  const t = (v - axis.min) / span;
  return reversed ? start + size * (1 - t) : start + size * t;
}

export function plotX(frame: Frame, x: Pick<Axis, 'min' | 'max'>, v: number): number {
  return position(v, x, frame.left, frame.width - frame.left - frame.right);
}

export function plotY(frame: Frame, y: Pick<Axis, 'min' | 'max'>, v: number): number {
  return position(v, y, frame.top, frame.height - frame.top - frame.bottom, true);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A line through the points (a missing value breaks it); stepped: each value held until the next point's x. */
export function linePath(frame: Frame, x: Pick<Axis, 'min' | 'max'>, y: Pick<Axis, 'min' | 'max'>, xs: readonly number[], ys: readonly (number | null)[], stepped = false): string {
  let d = '';
  let open = false;
  xs.forEach((xv, i) => {
    const yv = ys[i];
    if (yv === null || yv === undefined) {
      open = false;
      return;
    }
    const px = r1(plotX(frame, x, xv));
    const py = r1(plotY(frame, y, yv));
    if (!open) d += `M${px} ${py}`;
    else if (stepped) d += `H${px}V${py}`;
    else d += `L${px} ${py}`;
    open = true;
  });
  return d;
}

/** The area under a line down to the axis's minimum, for a light fill. */
export function areaPath(frame: Frame, x: Pick<Axis, 'min' | 'max'>, y: Pick<Axis, 'min' | 'max'>, xs: readonly number[], ys: readonly (number | null)[]): string {
  const pts = xs.flatMap((xv, i) => (ys[i] === null || ys[i] === undefined ? [] : [[r1(plotX(frame, x, xv)), r1(plotY(frame, y, ys[i]!))]]));
  if (pts.length < 2) return '';
  const base = r1(plotY(frame, y, y.min));
  return `M${pts[0][0]} ${base}` + pts.map(([px, py]) => `L${px} ${py}`).join('') + `L${pts[pts.length - 1][0]} ${base}Z`;
}
