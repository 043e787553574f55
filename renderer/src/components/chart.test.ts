// The SVG charts' geometry (issue 27): values to pixels, a line broken where a value is missing, steps held until the
// next point, and the fill closed down to the axis.
import { describe, expect, it } from 'vitest';
import { areaPath, linePath, plotX, plotY, type Frame } from './chart';

const frame: Frame = { width: 120, height: 70, left: 10, right: 10, top: 10, bottom: 10 };
const x = { min: 0, max: 10 };
const y = { min: 0, max: 50 };

describe('chart geometry (issue 27)', () => {
  it('puts the x range across the plot and the y range upwards', () => {
    expect([plotX(frame, x, 0), plotX(frame, x, 10), plotX(frame, x, 5)]).toEqual([10, 110, 60]);
    expect([plotY(frame, y, 0), plotY(frame, y, 50), plotY(frame, y, 25)]).toEqual([60, 10, 35]);
  });

  it('draws a line, breaks it at a missing value, and holds a stepped value until the next point', () => {
    expect(linePath(frame, x, y, [0, 5, 10], [0, 50, 25])).toBe('M10 60L60 10L110 35');
    expect(linePath(frame, x, y, [0, 5, 10], [0, null, 25])).toBe('M10 60M110 35');
    expect(linePath(frame, x, y, [0, 5, 10], [0, 50, 25], true)).toBe('M10 60H60V10H110V35');
  });

  it('closes the fill down to the axis', () => {
    expect(areaPath(frame, x, y, [0, 10], [50, 25])).toBe('M10 60L10 10L110 35L110 60Z');
    expect(areaPath(frame, x, y, [0], [50])).toBe('');
  });
});
