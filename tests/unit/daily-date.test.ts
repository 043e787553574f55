// QA 2, item 4: today's campaign is the one of a date that is today somewhere on Earth by the service's clock, from
// D 00:00 at UTC+14 until D 24:00 at UTC-12; a server at UTC and a player in New Zealand, or a server in Pago Pago and
// a page in Kiritimati, agree on it.
import { describe, expect, it } from 'vitest';
import { dailyDateProblem, datesToday } from '../../electron/service/daily-date';

const at = (iso: string) => new Date(iso);

describe("today's campaign's date", () => {
  it('takes a date from its start at UTC+14 to its end at UTC-12, and no other', () => {
    // 2026-12-02 begins at Kiritimati (UTC+14) at 2026-12-01 10:00 UTC and ends at Baker Island (UTC-12) at 2026-12-03 12:00 UTC
    expect(dailyDateProblem('2026-12-02', at('2026-12-01T09:59:59.999Z'))).toMatch(/^The campaign for 2026-12-02 is not out yet: it is not 2026-12-02 anywhere in the world yet \(2026-12-01 09:59 UTC by this computer's clock\)\.$/);
    expect(dailyDateProblem('2026-12-02', at('2026-12-01T10:00:00.000Z'))).toBeNull();
    expect(dailyDateProblem('2026-12-02', at('2026-12-03T11:59:59.999Z'))).toBeNull();
    expect(dailyDateProblem('2026-12-02', at('2026-12-03T12:00:00.000Z'))).toMatch(/^The campaign for 2026-12-02 is over: 2026-12-02 has ended everywhere in the world \(2026-12-03 12:00 UTC by this computer's clock\)/);
    expect(datesToday(at('2026-12-02T12:00:00Z'))).toEqual({ earliest: '2026-12-02', latest: '2026-12-03' });
    expect(datesToday(at('2026-12-02T11:00:00Z'))).toEqual({ earliest: '2026-12-01', latest: '2026-12-03' });
    expect(datesToday(at('2026-12-02T09:00:00Z'))).toEqual({ earliest: '2026-12-01', latest: '2026-12-02' });
  });

  it("takes the player's date when the server keeps another time zone (REPRO-daily-tz.sh)", () => {
    // a server at UTC and a player in Auckland (UTC+13 in December) at 08:00 on the 3rd: still the 2nd at the server
    expect(dailyDateProblem('2026-12-03', at('2026-12-02T19:00:00Z'))).toBeNull();
    // Pago Pago (UTC-11) at 23:30 on the 1st is Kiritimati (UTC+14) at 00:30 on the 3rd: both dates are today somewhere
    const now = at('2026-12-02T10:30:00Z');
    expect(dailyDateProblem('2026-12-01', now)).toBeNull();
    expect(dailyDateProblem('2026-12-03', now)).toBeNull();
    expect(dailyDateProblem('2026-12-04', now)).toMatch(/not out yet/);
    // yesterday's daily only while it is still yesterday somewhere, not all through the next day
    expect(dailyDateProblem('2026-11-30', now)).toMatch(/is over/);
  });
});
