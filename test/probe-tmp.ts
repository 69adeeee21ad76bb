import { castChart } from '../src/engine/chart/cast.js';
import { significators } from '../src/engine/chart/significators.js';
import { eventById } from '../src/engine/kp/events.js';
import { assessPromise } from '../src/engine/kp/promise.js';
import { resolveMoment } from '../src/app/moment.js';
import { DEFAULT_SETTINGS } from '../src/engine/types.js';
import { testCompute } from './helpers/compute.js';
const { ephemeris: eph, zones } = testCompute();
const m = resolveMoment(eph, zones, { date: process.argv[2]!, time: process.argv[3]!, latitude: 13.0833, longitude: 80.2833, utcOffsetHours: 5.5 });
const chart = castChart(eph, m.jdUt, 13.0833, 80.2833, DEFAULT_SETTINGS);
const sig = significators(chart);
for (const id of ['job', 'business']) { const a = assessPromise(chart, sig, eventById(id)!); console.log(id, a.verdict, a.rule, JSON.stringify(a).slice(0, 900)); }
console.log(chart.cusps.map((c) => `${c.sign} ${c.starLord}/${c.subLord}`).join(' | '));
for (const [g, p] of Object.entries(chart.positions)) console.log(g, p.sign, p.starLord, p.subLord, (p as any).house);
