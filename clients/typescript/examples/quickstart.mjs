// Quick start: a birth chart from the sublord API, and what an error looks like. Plain Node 20+:
//   export SUBLORD_BASE_URL=http://localhost:8080 SUBLORD_APP_ID=app_... SUBLORD_APP_SECRET=...
//   node examples/quickstart.mjs
import { createSublordClient, SublordError } from '@sublord/client';

const sublord = createSublordClient({
  baseUrl: process.env.SUBLORD_BASE_URL,
  appId: process.env.SUBLORD_APP_ID,
  appSecret: process.env.SUBLORD_APP_SECRET,
});

const chart = await sublord.birthChart({
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
  place: 'New Delhi',
});
const moon = chart.positions.Moon;
console.log(
  `Moon: ${moon.sign}, ${moon.nakshatra} pada ${moon.pada}, star lord ${moon.star_lord}, sub lord ${moon.sub_lord}`,
);
for (const p of chart.predictions.slice(0, 3)) console.log(`${p.title}: ${p.verdict} (${p.confidence})`);

try {
  // A misspelt field: the API names it and suggests the right one.
  await sublord.birthChart({ birth_date: '1990-07-04', birth_time: '10:12', lattitude: 28.6, longitude: 77.2 });
} catch (error) {
  if (!(error instanceof SublordError)) throw error;
  console.log(`${error.status} ${error.code}`);
  for (const f of error.fieldErrors) console.log(`  ${f.code}: ${f.message}`);
}
