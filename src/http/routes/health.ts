import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ComputeDeps } from '../../app/deps.js';

/** GET /healthz: liveness plus the facts an operator checks across replicas. */
export function registerHealth(app: FastifyInstance, compute: ComputeDeps): void {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and engine facts',
        response: {
          200: Type.Object(
            {
              ok: Type.Boolean({ description: 'Always true: the process answers.' }),
              engine_version: Type.String({
                description: 'The engine release, as in every answer’s meta.engine_version.',
              }),
              ephemeris: Type.String({
                description:
                  'swiss when the Swiss Ephemeris data files were found, else moshier (the built-in theory).',
              }),
              ephemeris_files: Type.Array(Type.String(), {
                description:
                  'The Swiss Ephemeris data files (*.se1) found in the configured directory.',
              }),
              tz_version: Type.String({
                description: 'Release of the time-zone database in use, e.g. 2025b.',
              }),
            },
            { description: 'The process is alive; the facts to compare across replicas.' },
          ),
        },
      },
    },
    async () => ({
      ok: true,
      engine_version: compute.engineVersion,
      ephemeris: compute.ephemeris.mode,
      ephemeris_files: compute.ephemeris.dataFiles ?? [],
      tz_version: compute.zones.tzVersion,
    }),
  );
}
