/** The birth options shared by `chart` and `muhurta`, and the Birth object they become. */
import { type Command, InvalidArgumentError } from 'commander';

/** A commander parser for a numeric option, refusing blanks and non-numbers by the option's name. */
export function num(name: string) {
  return (value: string) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n))
      throw new InvalidArgumentError(`${name} must be a number`);
    return n;
  };
}

export interface BirthOptions {
  date: string;
  time: string;
  lat: number;
  lon: number;
  utcOffset?: number;
  tz?: string;
  ayanamsa?: string;
  nodeType?: string;
}

/** Adds --date, --time, --lat, --lon, --utc-offset, --tz, --ayanamsa and --node-type. */
export function withBirthOptions(command: Command): Command {
  return command
    .requiredOption('--date <YYYY-MM-DD>', 'birth date, local to the place')
    .requiredOption('--time <HH:MM[:SS]>', 'birth time, local to the place, 24-hour')
    .requiredOption('--lat <degrees>', 'latitude, north positive', num('--lat'))
    .requiredOption('--lon <degrees>', 'longitude, east positive', num('--lon'))
    .option(
      '--utc-offset <hours>',
      'fixed UTC offset in hours (overrides --tz and the lookup)',
      num('--utc-offset'),
    )
    .option('--tz <zone>', 'IANA time zone (overrides the lookup from coordinates)')
    .option('--ayanamsa <id>', 'kp (default), kp_new, kp_vp291 or lahiri')
    .option('--node-type <type>', 'mean (default) or true');
}

/** The Birth object of the contract (plus the overrides) from those options. */
export function birthBody(o: BirthOptions) {
  return {
    birth_date: o.date,
    birth_time: o.time,
    latitude: o.lat,
    longitude: o.lon,
    utc_offset_hours: o.utcOffset,
    timezone: o.tz,
    ayanamsa: o.ayanamsa,
    node_type: o.nodeType,
  };
}
